import { useId } from 'react'
import type { ViewedItem } from '#domain/visits/visits-report.schema.ts'

type Props = {
  title: string
  items: readonly ViewedItem[]
  /** What the list says when nothing is in it yet. */
  empty: string
  /** "12 veces" / "12 vistas". */
  countText: (views: number) => string
  /** The name of an item that has none (a promotion card may be an image only). */
  unnamed?: string
  /** The bars' fill: the brand's, or the colour of the chart's series the list belongs to. */
  barClassName?: string
}

/** A ranked list of the menu's categories or promotion cards with their views, each a bar of the most's. */
export function ViewedItems({
  title,
  items,
  empty,
  countText,
  unnamed = '',
  barClassName = 'bg-brand-600',
}: Props) {
  const headingId = useId()
  const most = Math.max(1, ...items.map((item) => item.views))
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h3 id={headingId} className="font-medium text-sm text-stone-800">
        {title}
      </h3>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{empty}</p>
      ) : (
        <ol className="mt-3 space-y-2.5">
          {items.map((item) => (
            <li key={item.id} className="text-sm">
              <div className="flex items-baseline justify-between gap-3">
                <span className="min-w-0 truncate text-stone-800">{item.name || unnamed}</span>
                <span className="shrink-0 text-stone-600 tabular-nums">{countText(item.views)}</span>
              </div>
              <div aria-hidden className="mt-1 h-1.5 rounded-full bg-stone-100">
                <div
                  className={`h-full rounded-full ${barClassName}`}
                  style={{ width: `${(item.views / most) * 100}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

import { clsx } from 'clsx'
import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

type PlaceholderProps = {
  /** What is loading, said once to screen readers ("Cargando los pedidos…"). */
  label: string
  count: number
  /** The list's layout, as the real list's. */
  className: string
  /** One placeholder item's frame. */
  itemClassName: string
  /** One placeholder item's grey shapes. */
  children: ReactNode
}

/** Grey placeholders where a list will be, pulsing unless motion is reduced, hidden from screen readers. */
export function PlaceholderList({ label, count, className, itemClassName, children }: PlaceholderProps) {
  return (
    <div>
      <p role="status" className="sr-only">
        {label}
      </p>
      <ul aria-hidden className={className}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never move.
          <li key={index} className={clsx(itemClassName, 'motion-safe:animate-pulse')}>
            {children}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** A list with nothing in it: its icon and one line, in a dashed frame; `children` for a way on, if any. */
export function NothingYet({
  icon: Icon,
  message,
  children,
}: {
  icon: LucideIcon
  message: string
  children?: ReactNode
}) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-stone-300 border-dashed px-6 py-10 text-center">
      <Icon aria-hidden className="size-7 text-stone-400" />
      <p className="mt-3 text-stone-600">{message}</p>
      {children}
    </div>
  )
}

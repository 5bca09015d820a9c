import { useTranslation } from 'react-i18next'
import type { Order } from '#domain/ordering/order.schema.ts'
import { isZero, useOrderFormat } from './use-order-format.ts'

type Line = Order['lines'][number]

/** What a line's dish is beyond its name: its size (where it has several) and its extras, in order. */
export function lineDetails(line: Line): string[] {
  return [line.variantLabel, ...line.options.map((option) => option.label)].filter((text) => text !== '')
}

/**
 * An order's lines as the staff check them: "2 × Bandeja paisa", the size and extras, the diner's note in
 * italics, the units a 2x1 gives free, and what the line comes to (before its discount, struck, where it has
 * one); then the order's subtotal, discount and total.
 */
export function OrderLines({ order }: { order: Order }) {
  const { t } = useTranslation()
  const format = useOrderFormat(order.currency)
  return (
    <div className="space-y-3">
      <ul aria-label={t('ordering.orders.lines.label', { number: order.number })} className="space-y-2">
        {order.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never change nor move.
          <li key={index} className="flex items-start justify-between gap-3 text-sm">
            <div className="min-w-0">
              <p className="font-medium text-stone-900">
                <span className="tabular-nums">{line.quantity} ×</span> {line.name}
              </p>
              {lineDetails(line).length > 0 ? (
                <p className="text-stone-600">{lineDetails(line).join(', ')}</p>
              ) : null}
              {line.freeUnits > 0 ? (
                <p className="font-medium text-green-800">
                  {t('ordering.orders.lines.free', { units: line.freeUnits })}
                </p>
              ) : null}
              {line.note ? <p className="wrap-anywhere text-stone-700 italic">{line.note}</p> : null}
            </div>
            <p className="shrink-0 text-right tabular-nums">
              {isZero(line.discount) ? null : (
                <span className="block text-stone-600 text-xs">
                  <s>{format.price(line.subtotal)}</s>
                </span>
              )}
              <span className="text-stone-900">{format.price(line.total)}</span>
            </p>
          </li>
        ))}
      </ul>
      <dl className="space-y-1 border-stone-200 border-t pt-3 text-sm">
        {isZero(order.discount) ? null : (
          <>
            <Amount label={t('ordering.orders.lines.subtotal')} value={format.price(order.subtotal)} />
            <Amount label={t('ordering.orders.lines.discount')} value={`−${format.price(order.discount)}`} />
          </>
        )}
        <Amount label={t('ordering.orders.lines.total')} value={format.price(order.total)} isStrong />
      </dl>
    </div>
  )
}

function Amount({ label, value, isStrong }: { label: string; value: string; isStrong?: boolean }) {
  return (
    <div
      className={
        isStrong
          ? 'flex justify-between font-semibold text-base text-stone-900'
          : 'flex justify-between text-stone-700'
      }
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  )
}

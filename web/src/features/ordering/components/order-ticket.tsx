import { useEffect, useState } from 'react'
import { createPortal, flushSync } from 'react-dom'
import { useTranslation } from 'react-i18next'
import type { Order } from '#domain/ordering/order.schema.ts'
import { lineDetails } from './order-lines.tsx'
import { isZero, useOrderFormat } from './use-order-format.ts'

// While the ticket is mounted, printing shows it alone (everything else is a sibling under <body>), on the
// 80 mm roll of a kitchen or counter printer: 72 mm of print between 4 mm margins, as long as the order.
const ticketStyles =
  '@media print { body > :not([data-order-ticket]) { display: none !important; } @page { size: 80mm auto; margin: 4mm; } }'

/**
 * Printing an order's ticket: drawn (hidden on screen) into a sheet of its own, then the browser's print
 * dialog opened; the sheet goes once the dialog closes.
 */
export function useOrderTicketPrint() {
  const [order, setOrder] = useState<Order | null>(null)
  useEffect(() => {
    const clear = () => setOrder(null)
    window.addEventListener('afterprint', clear)
    return () => window.removeEventListener('afterprint', clear)
  }, [])
  const print = (next: Order) => {
    // Drawn before the dialog opens: the browser prints the page as it is at that moment.
    flushSync(() => setOrder(next))
    window.print()
  }
  const sheet = order
    ? createPortal(
        <div data-order-ticket="" className="hidden print:block">
          <style>{ticketStyles}</style>
          <OrderTicket order={order} />
        </div>,
        document.body,
      )
    : null
  return { print, sheet }
}

/** An order on a 72 mm strip, in monospace: the business, the order, where it goes, when, its lines and totals. */
export function OrderTicket({ order }: { order: Order }) {
  const { t } = useTranslation()
  const format = useOrderFormat(order.currency)
  return (
    <article
      aria-label={t('ordering.ticket.order', { number: order.number })}
      className="w-[72mm] bg-white font-mono text-[10pt] text-black leading-snug"
    >
      <p className="text-center font-bold text-[12pt]">{format.businessName}</p>
      <p className="mt-[2mm] text-center font-bold text-[16pt]">
        {t('ordering.ticket.order', { number: order.number })}
      </p>
      {order.channel === 'table' ? (
        <p className="text-center font-bold text-[14pt]">{format.where(order)}</p>
      ) : (
        <div className="text-center">
          <p className="font-bold text-[12pt]">{t('ordering.ticket.pickup', { name: order.pickupName })}</p>
          {order.pickupPhone ? <p>{t('ordering.ticket.phone', { phone: order.pickupPhone })}</p> : null}
          {order.pickupAt ? (
            <p className="font-bold">
              {t('ordering.ticket.pickupAt', { time: format.time(order.pickupAt) })}
            </p>
          ) : null}
        </div>
      )}
      <p className="text-center">{format.dateTime(order.createdAt)}</p>
      <ul className="mt-[2mm] border-black border-y border-dashed py-[2mm]">
        {order.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never change nor move.
          <li key={index} className="mb-[1.5mm] last:mb-0">
            <p className="flex justify-between gap-[2mm]">
              <span className="font-bold">
                {line.quantity} × {line.name}
              </span>
              <span className="shrink-0">{format.price(line.total)}</span>
            </p>
            {lineDetails(line).length > 0 ? <p className="pl-[3mm]">{lineDetails(line).join(', ')}</p> : null}
            {line.freeUnits > 0 ? (
              <p className="pl-[3mm]">{t('ordering.orders.lines.free', { units: line.freeUnits })}</p>
            ) : null}
            {line.note ? <p className="pl-[3mm] font-bold italic">» {line.note}</p> : null}
          </li>
        ))}
      </ul>
      <dl className="mt-[2mm]">
        <TicketAmount label={t('ordering.orders.lines.subtotal')} value={format.price(order.subtotal)} />
        {isZero(order.discount) ? null : (
          <TicketAmount
            label={t('ordering.orders.lines.discount')}
            value={`-${format.price(order.discount)}`}
          />
        )}
        <TicketAmount label={t('ordering.orders.lines.total')} value={format.price(order.total)} isStrong />
      </dl>
      <p className="mt-[3mm] text-center">{t('ordering.orders.paidInPlace')}</p>
    </article>
  )
}

function TicketAmount({ label, value, isStrong }: { label: string; value: string; isStrong?: boolean }) {
  return (
    <div className={isStrong ? 'flex justify-between font-bold text-[12pt]' : 'flex justify-between'}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}

import { clsx } from 'clsx'
import type { TFunction } from 'i18next'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Order } from '#domain/ordering/order.schema.ts'
import { DEFAULT_READY_MINUTES } from './accept-dialog.tsx'
import { type AskedMove, MoveDialogs } from './move-dialogs.tsx'
import { lineDetails } from './order-lines.tsx'
import { useOrderFormat } from './use-order-format.ts'
import { focusOrderCard, type OrderMoves, orderCardId } from './use-order-moves.ts'

type Props = {
  order: Order
  moves: OrderMoves
  canHandle: boolean
  /** Now, in milliseconds: how long ago the order was placed. */
  now: number
  /** Where focus goes once the card has left the view (delivered). */
  fallbackFocus: HTMLElement | null
}

const nextStep = { received: 'accept', preparing: 'ready', ready: 'deliver' } as const

/**
 * An order as the kitchen reads it from a step away: its number, where it goes, how long ago it came, its dishes
 * in large type with the diner's notes marked, and one big button to its next step. A new order is accepted at
 * once with the usual 15 minutes; «Cambiar tiempo» asks for another.
 */
export function KitchenCard({ order, moves, canHandle, now, fallbackFocus }: Props) {
  const { t } = useTranslation()
  const format = useOrderFormat(order.currency)
  const headingId = useId()
  const [asked, setAsked] = useState<AskedMove>(null)
  const minutes = Math.max(0, Math.floor((now - Date.parse(order.createdAt)) / 60_000))
  const step = order.status in nextStep ? nextStep[order.status as keyof typeof nextStep] : null
  const advance = async () => {
    if (!step) return
    const move =
      step === 'accept' ? { action: step, readyInMinutes: DEFAULT_READY_MINUTES } : { action: step }
    if (await moves.run(order, move)) focusOrderCard(order.id, fallbackFocus)
  }
  return (
    <article
      id={orderCardId(order.id)}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl bg-white p-3 ring-1 ring-stone-300 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h4 id={headingId} className="wrap-break-word min-w-0 font-bold text-2xl text-stone-950">
          <span className="tabular-nums">{t('ordering.orders.number', { number: order.number })}</span>
          {' · '}
          {format.where(order)}
        </h4>
        <p className="font-medium text-stone-700 tabular-nums">
          {minutes === 0 ? t('ordering.kitchen.justNow') : t('ordering.kitchen.minutes', { count: minutes })}
        </p>
      </header>
      {order.channel === 'pickup' ? (
        <p className="text-lg text-stone-800">
          {order.pickupName}
          {order.pickupAt ? ` · ${t('ordering.orders.pickupAt', { time: format.time(order.pickupAt) })}` : ''}
        </p>
      ) : null}
      <ul className="space-y-2">
        {order.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never change nor move.
          <li key={index} className="text-xl leading-snug">
            <p className="font-semibold text-stone-950">
              <span className="tabular-nums">{line.quantity} ×</span> {line.name}
            </p>
            {lineDetails(line).length > 0 ? (
              <p className="text-lg text-stone-700">{lineDetails(line).join(', ')}</p>
            ) : null}
            {line.note ? (
              <p className="wrap-anywhere mt-1 rounded-lg bg-amber-100 px-2 py-1 font-semibold text-amber-900 text-lg">
                {line.note}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {canHandle && step ? (
        <div className="mt-1 flex flex-col gap-2">
          <button
            type="button"
            disabled={moves.movingId === order.id}
            onClick={() => void advance()}
            aria-label={kitchenButtonLabel(t, step, order.number)}
            className={clsx(
              'min-h-14 rounded-xl px-3 py-2 font-semibold text-lg leading-tight disabled:opacity-60',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              step === 'accept' && 'bg-brand-600 text-white hover:bg-brand-700',
              // Green 700 and 800 and white written out: the dark palette turns the named ones around.
              step === 'ready' && 'bg-[#15803d] text-[#fff] hover:bg-[#166534]',
              step === 'deliver' && 'bg-stone-700 text-white hover:bg-stone-800',
            )}
          >
            {step === 'accept'
              ? t('ordering.kitchen.acceptIn', { minutes: DEFAULT_READY_MINUTES })
              : t(`ordering.orders.actions.${step}`)}
          </button>
          {step === 'accept' ? (
            <button
              type="button"
              onClick={() => setAsked('accept')}
              aria-label={t('ordering.kitchen.changeTimeLabel', { number: order.number })}
              className="self-center rounded-lg px-3 py-2 text-stone-700 underline underline-offset-2 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {t('ordering.kitchen.changeTime')}
            </button>
          ) : null}
          <MoveDialogs
            order={order}
            asked={asked}
            onClose={() => setAsked(null)}
            moves={moves}
            fallbackFocus={fallbackFocus}
          />
        </div>
      ) : null}
    </article>
  )
}

function kitchenButtonLabel(t: TFunction, step: 'accept' | 'ready' | 'deliver', number: number) {
  return step === 'accept'
    ? t('ordering.kitchen.acceptInLabel', { minutes: DEFAULT_READY_MINUTES, number })
    : t(`ordering.orders.actions.${step}Label`, { number })
}

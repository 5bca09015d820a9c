import { clsx } from 'clsx'
import { Lock } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Appointment } from '#domain/reservations/appointment.schema.ts'
import type { CalendarCell } from '../calendar-month.ts'
import { COLOR_CLASSES, isInactive } from './appointment-colors.ts'
import { useCalendarText } from './use-calendar-text.ts'

/** The spec's limit per day (docs/product-spec.md §2): two appointments, then "+N más". */
export const SHOWN_PER_DAY = 2

type Props = {
  cells: CalendarCell[]
  byDate: Map<string, Appointment[]>
  today: string
  isClosed: (date: string) => boolean
  onOpenAppointment: (appointment: Appointment) => void
  onOpenDay: (date: string) => void
}

/**
 * The month as a grid of 7 columns (docs/product-spec.md §2), each day with at most two appointments and
 * "+N más" opening the day's list; today is marked, and a day the business is closed looks closed.
 */
export function MonthCalendar({ cells, byDate, today, isClosed, onOpenAppointment, onOpenDay }: Props) {
  const { t } = useTranslation()
  const text = useCalendarText()
  const weeks = Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7))
  return (
    <table className="w-full table-fixed border-collapse overflow-hidden rounded-2xl bg-white text-sm shadow-sm ring-1 ring-stone-200">
      <caption className="sr-only">{t('reservations.calendar.caption')}</caption>
      <thead>
        <tr>
          {text.weekdays(cells).map((weekday) => (
            <th
              key={weekday.long}
              scope="col"
              abbr={weekday.long}
              className="border-stone-200 border-b py-2 font-medium text-stone-600 text-xs capitalize"
            >
              {weekday.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]?.date}>
            {week.map((cell) => (
              <DayCell
                key={cell.date}
                cell={cell}
                appointments={byDate.get(cell.date) ?? []}
                isToday={cell.date === today}
                isClosed={isClosed(cell.date)}
                onOpenAppointment={onOpenAppointment}
                onOpenDay={onOpenDay}
              />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

type CellProps = {
  cell: CalendarCell
  appointments: Appointment[]
  isToday: boolean
  isClosed: boolean
  onOpenAppointment: (appointment: Appointment) => void
  onOpenDay: (date: string) => void
}

function DayCell({ cell, appointments, isToday, isClosed, onOpenAppointment, onOpenDay }: CellProps) {
  const { t } = useTranslation()
  const text = useCalendarText()
  const hidden = appointments.length - SHOWN_PER_DAY
  return (
    <td
      aria-current={isToday ? 'date' : undefined}
      data-date={cell.date}
      className={clsx(
        'h-24 border border-stone-200 p-1 align-top sm:h-28 sm:p-1.5',
        isClosed
          ? 'bg-stone-100 bg-[repeating-linear-gradient(135deg,transparent_0_6px,rgb(0_0_0/0.04)_6px_8px)]'
          : '',
        !cell.isInMonth && 'bg-stone-50',
      )}
    >
      <button
        type="button"
        onClick={() => onOpenDay(cell.date)}
        aria-label={[
          text.dayLabel(cell.date),
          isToday ? t('reservations.calendar.today') : '',
          isClosed ? t('reservations.calendar.closed') : '',
          t('reservations.calendar.count', { count: appointments.length }),
        ]
          .filter(Boolean)
          .join(', ')}
        className={clsx(
          'flex size-7 items-center justify-center rounded-full text-xs tabular-nums hover:bg-stone-900/5',
          isToday ? 'bg-brand-600 font-semibold text-white hover:bg-brand-700' : '',
          !isToday && (cell.isInMonth ? 'text-stone-900' : 'text-stone-500'),
        )}
      >
        {cell.day}
      </button>
      {isClosed ? (
        // The day's button says "cerrado" to screen readers; in a phone's narrow cell a lock says it to the eye.
        <p aria-hidden className="flex items-center px-0.5 text-stone-600 text-xs uppercase tracking-wide">
          <Lock className="size-3.5 sm:hidden" />
          <span className="truncate max-sm:hidden">{t('reservations.calendar.closedShort')}</span>
        </p>
      ) : null}
      {/* The cell's own width decides (a container query): where a seventh of the screen cannot hold a time
         ("21:00"), the day's count, which opens its list; else the chips, each time in full. */}
      <div className="@container">
        {appointments.length > 0 ? (
          <button
            type="button"
            onClick={() => onOpenDay(cell.date)}
            aria-label={t('reservations.calendar.countOn', {
              count: appointments.length,
              day: text.dayLabel(cell.date),
            })}
            className="@min-[2.5rem]:hidden mt-0.5 block w-full rounded bg-brand-50 px-0.5 py-0.5 text-center font-medium text-[11px] text-brand-900 leading-tight [overflow-wrap:anywhere] hover:bg-brand-100"
          >
            {t('reservations.calendar.countShort', { count: appointments.length })}
          </button>
        ) : null}
        <div className="@max-[2.5rem]:hidden">
          <ul className="mt-0.5 space-y-0.5">
            {appointments.slice(0, SHOWN_PER_DAY).map((appointment) => (
              <li key={appointment.id}>
                <AppointmentChip appointment={appointment} onOpen={onOpenAppointment} />
              </li>
            ))}
          </ul>
          {hidden > 0 ? (
            <button
              type="button"
              onClick={() => onOpenDay(cell.date)}
              aria-label={t('reservations.calendar.moreLabel', {
                count: hidden,
                day: text.dayLabel(cell.date),
              })}
              className="mt-0.5 w-full whitespace-nowrap rounded px-0.5 text-left font-medium text-[10px] text-brand-800 hover:underline sm:px-1 sm:text-xs"
            >
              {t('reservations.calendar.more', { count: hidden })}
            </button>
          ) : null}
        </div>
      </div>
    </td>
  )
}

/** One appointment in a day's cell: its time always whole, then (where there is room) the client, cut short. */
function AppointmentChip({
  appointment,
  onOpen,
}: {
  appointment: Appointment
  onOpen: (appointment: Appointment) => void
}) {
  const { t } = useTranslation()
  return (
    <button
      type="button"
      onClick={() => onOpen(appointment)}
      aria-label={t('reservations.calendar.appointment', {
        time: appointment.time,
        client: appointment.client,
        status: t(`reservations.status.${appointment.status}`),
      })}
      className={clsx(
        'flex w-full gap-1 overflow-hidden rounded px-0.5 py-0.5 text-left text-[11px] leading-tight sm:px-1 sm:text-xs',
        COLOR_CLASSES[appointment.color].chip,
        isInactive(appointment) && 'line-through opacity-70',
        appointment.status === 'pending' && 'ring-1 ring-amber-600 ring-inset',
      )}
    >
      {/* The space keeps the visible words "21:00 Ana" the start of the button's name, as its label says them. */}
      <span className="shrink-0 tabular-nums">{appointment.time}</span>{' '}
      <span className="min-w-0 truncate max-sm:hidden">{appointment.client}</span>
    </button>
  )
}

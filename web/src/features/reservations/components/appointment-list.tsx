import { CalendarX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Appointment } from '#domain/reservations/appointment.schema.ts'
import { type AppointmentActions, AppointmentCard } from './appointment-card.tsx'
import { useCalendarText } from './use-calendar-text.ts'

type Props = { byDate: Map<string, Appointment[]>; today: string; actions: AppointmentActions }

/** The list view: the month's appointments day by day (docs/product-spec.md §3 "Appointment day group"). */
export function AppointmentList({ byDate, today, actions }: Props) {
  const { t } = useTranslation()
  const text = useCalendarText()
  if (byDate.size === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-stone-300 border-dashed bg-white px-6 py-12 text-center">
        <CalendarX aria-hidden className="size-8 text-stone-400" />
        <p className="mt-3 font-medium text-stone-900">{t('reservations.list.empty')}</p>
      </div>
    )
  }
  return (
    <div className="space-y-6">
      {[...byDate].map(([date, appointments]) => (
        <section key={date} aria-labelledby={`day-${date}`}>
          <h3 id={`day-${date}`} className="mb-2 font-semibold text-stone-800 first-letter:uppercase">
            {text.dayLabel(date)}
            {date === today ? (
              <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 font-medium text-brand-900 text-xs">
                {t('reservations.calendar.today')}
              </span>
            ) : null}
          </h3>
          <ul className="grid gap-3 lg:grid-cols-2">
            {appointments.map((appointment) => (
              <li key={appointment.id}>
                <AppointmentCard appointment={appointment} actions={actions} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

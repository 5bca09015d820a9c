import { CalendarDays } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { Appointment } from '#domain/reservations/appointment.schema.ts'
import { LoadFailed, LoadingState } from '../../../entities/catalogue/components/load-states.tsx'
import { AppointmentStatusBadge } from '../../../entities/reservation/components/appointment-status-badge.tsx'
import { useClientAppointments } from '../api/get-client-appointments.ts'
import { formatLocalDate, splitAppointments } from '../client-appointments.ts'

/** A client's reservations (docs/product-spec.md §3 "Client"): coming ones first, then past ones. */
export function ClientAppointments({ clientId }: { clientId: string }) {
  const { t } = useTranslation()
  const headingId = useId()
  const appointments = useClientAppointments(clientId)
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-stone-200 bg-white p-5">
      <h2 id={headingId} className="flex items-center gap-2 font-semibold text-lg text-stone-900">
        <CalendarDays aria-hidden className="size-5 text-brand-700" />
        {t('clients.detail.reservations')}
      </h2>
      {appointments.isPending ? (
        <div className="mt-4">
          <LoadingState message={t('clients.detail.reservationsLoading')} />
        </div>
      ) : !appointments.data ? (
        <div className="mt-4">
          <LoadFailed
            message={t('clients.detail.reservationsFailed')}
            onRetry={() => void appointments.refetch()}
          />
        </div>
      ) : appointments.data.length === 0 ? (
        <p className="mt-3 text-stone-600">{t('clients.detail.noReservations')}</p>
      ) : (
        <AppointmentGroups appointments={appointments.data} />
      )}
    </section>
  )
}

function AppointmentGroups({ appointments }: { appointments: Appointment[] }) {
  const { t } = useTranslation()
  const { coming, past } = splitAppointments(appointments, new Date())
  return (
    <div className="mt-4 grid gap-6 lg:grid-cols-2">
      <AppointmentGroup
        title={t('clients.detail.coming')}
        empty={t('clients.detail.noComing')}
        items={coming}
      />
      <AppointmentGroup title={t('clients.detail.past')} empty={t('clients.detail.noPast')} items={past} />
    </div>
  )
}

type GroupProps = { title: string; empty: string; items: Appointment[] }

function AppointmentGroup({ title, empty, items }: GroupProps) {
  const { t, i18n } = useTranslation()
  return (
    <div>
      <h3 className="font-medium text-sm text-stone-600">
        {title} <span className="tabular-nums">({items.length})</span>
      </h3>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-200 rounded-xl border border-stone-200">
          {items.map((appointment) => (
            <li
              key={appointment.id}
              className="flex flex-wrap items-center justify-between gap-2 px-3 py-2.5"
            >
              <span className="text-sm">
                <span className="block font-medium text-stone-900">
                  {t('clients.detail.when', {
                    date: formatLocalDate(appointment.date, i18n.language),
                    time: appointment.time,
                  })}
                </span>
                <span className="block text-stone-600">
                  {appointment.service ?? t('clients.detail.party', { count: appointment.partySize })}
                </span>
              </span>
              <AppointmentStatusBadge status={appointment.status} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

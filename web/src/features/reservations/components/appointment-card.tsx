import { clsx } from 'clsx'
import { Clock, Phone, Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Appointment } from '#domain/reservations/appointment.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { AppointmentStatusBadge } from '../../../entities/reservation/components/appointment-status-badge.tsx'
import type { Attendance } from '../api/mark-attendance.ts'
import { COLOR_CLASSES, isInactive } from './appointment-colors.ts'

export type AppointmentActions = {
  onConfirm: (appointment: Appointment) => void
  onCancel: (appointment: Appointment) => void
  onEdit: (appointment: Appointment) => void
  onAttendance: (appointment: Appointment, attendance: Attendance) => void
}

export const editButtonId = (id: string) => `appointment-edit-${id}`

/**
 * One appointment (docs/product-spec.md §3: time, client, status, colour, service, duration, phone, notes)
 * with its actions (§4): a pending one shows Confirmar, a pending or confirmed one Cancelar, which asks first;
 * once its time has come, the owner says whether the client came ("Asistió" / "No asistió").
 */
export function AppointmentCard({
  appointment,
  actions,
}: {
  appointment: Appointment
  actions: AppointmentActions
}) {
  const { t } = useTranslation()
  const isOpen = appointment.status === 'pending' || appointment.status === 'confirmed'
  const hasStarted = Date.parse(appointment.start) <= Date.now()
  // A day's list repeats each button once a booking: its name says whose ("Cancelar la reserva de Ana, 21:00"),
  // beginning with the short word it shows.
  const whose = { client: appointment.client, time: appointment.time }
  return (
    <article
      aria-label={t('reservations.card.label', { time: appointment.time, client: appointment.client })}
      className={clsx(
        'rounded-xl border border-stone-200 border-l-4 bg-white p-4 shadow-sm',
        COLOR_CLASSES[appointment.color].stripe,
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="flex items-center gap-1.5 font-semibold text-stone-900 tabular-nums">
            <Clock aria-hidden className="size-4 text-stone-500" />
            {appointment.time}
            <span className="font-normal text-stone-600">
              · {t('reservations.card.minutes', { count: appointment.duration })}
            </span>
          </p>
          <h4 className={clsx('mt-1 font-medium text-stone-900', isInactive(appointment) && 'line-through')}>
            {appointment.client}
          </h4>
        </div>
        <AppointmentStatusBadge status={appointment.status} />
      </div>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
        <span className="flex items-center gap-1.5">
          <Users aria-hidden className="size-4 text-stone-500" />
          {appointment.service ?? t('reservations.card.party', { count: appointment.partySize })}
        </span>
        {appointment.phone ? (
          <span className="flex items-center gap-1.5">
            <Phone aria-hidden className="size-4 text-stone-500" />
            {appointment.phone}
          </span>
        ) : null}
      </p>
      {appointment.notes ? <p className="mt-2 text-sm text-stone-600">{appointment.notes}</p> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {appointment.status === 'pending' ? (
          <Button
            className="h-9 px-3"
            onClick={() => actions.onConfirm(appointment)}
            aria-label={t('reservations.actions.confirmLabel', whose)}
          >
            {t('reservations.actions.confirm')}
          </Button>
        ) : null}
        {isOpen ? (
          <Button
            variant="secondary"
            className="h-9 px-3"
            onClick={() => actions.onCancel(appointment)}
            aria-label={t('reservations.actions.cancelLabel', whose)}
          >
            {t('reservations.actions.cancel')}
          </Button>
        ) : null}
        {isOpen && hasStarted ? (
          <>
            <Button
              variant="secondary"
              className="h-9 px-3"
              onClick={() => actions.onAttendance(appointment, 'completed')}
              aria-label={t('reservations.actions.completedLabel', whose)}
            >
              {t('reservations.actions.completed')}
            </Button>
            <Button
              variant="secondary"
              className="h-9 px-3"
              onClick={() => actions.onAttendance(appointment, 'no_show')}
              aria-label={t('reservations.actions.noShowLabel', whose)}
            >
              {t('reservations.actions.noShow')}
            </Button>
          </>
        ) : null}
        {isOpen ? (
          <Button
            id={editButtonId(appointment.id)}
            variant="ghost"
            onClick={() => actions.onEdit(appointment)}
            aria-label={t('reservations.actions.editLabel', whose)}
          >
            {t('reservations.actions.edit')}
          </Button>
        ) : null}
      </div>
    </article>
  )
}

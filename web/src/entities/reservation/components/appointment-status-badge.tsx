import { clsx } from 'clsx'
import { useTranslation } from 'react-i18next'
import type { AppointmentStatus } from '#domain/reservations/appointment.schema.ts'

// Dark text on a pale fill keeps AA contrast.
const STATUS_BADGE: Record<AppointmentStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-stone-200 text-stone-800',
  completed: 'bg-sky-100 text-sky-900',
  no_show: 'bg-red-100 text-red-900',
}

/**
 * An appointment's status as a badge ("Confirmada", "No se presentó"), the same on the reservations page and
 * on a client's page.
 */
export function AppointmentStatusBadge({ status }: { status: AppointmentStatus }) {
  const { t } = useTranslation()
  return (
    <span className={clsx('rounded-full px-2.5 py-0.5 font-medium text-xs', STATUS_BADGE[status])}>
      {t(`reservations.status.${status}`)}
    </span>
  )
}

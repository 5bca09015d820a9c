import { LoaderCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Appointment } from '#domain/reservations/appointment.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx'
import { useCalendarText } from './use-calendar-text.ts'

type Props = {
  appointment: Appointment | null
  isCancelling: boolean
  onConfirm: (appointment: Appointment) => void
  onKeep: () => void
}

/**
 * Cancelling asks first: the client is told by e-mail and the place is freed. "Mantener" is focused first so
 * that Enter never cancels by accident.
 */
export function CancelConfirmation({ appointment, isCancelling, onConfirm, onKeep }: Props) {
  const { t } = useTranslation()
  const text = useCalendarText()
  return (
    <Dialog open={appointment !== null} onOpenChange={(open) => (open ? undefined : onKeep())}>
      {appointment ? (
        <DialogContent
          role="alertdialog"
          title={t('reservations.cancellation.title')}
          description={t('reservations.cancellation.message')}
        >
          <p className="mt-3 font-medium text-stone-900">
            {appointment.client} ·{' '}
            <span className="first-letter:uppercase">{text.dayLabel(appointment.date)}</span>,{' '}
            {appointment.time}
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
            <Button variant="secondary" onClick={onKeep}>
              {t('reservations.cancellation.keep')}
            </Button>
            <Button
              className="bg-red-700 hover:bg-red-800 active:bg-red-900"
              disabled={isCancelling}
              onClick={() => onConfirm(appointment)}
            >
              {isCancelling ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : null}
              {t('reservations.cancellation.confirm')}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}

import { Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Appointment } from '#domain/reservations/appointment.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx'
import { type AppointmentActions, AppointmentCard } from './appointment-card.tsx'
import { useCalendarText } from './use-calendar-text.ts'

type Props = {
  /** The day opened from "+N más" or its number, or null when closed. */
  date: string | null
  appointments: Appointment[]
  isClosed: boolean
  actions: AppointmentActions
  onCreate: (date: string) => void
  onClose: () => void
}

/** A day's whole list, opened from the calendar's "+N más" (docs/product-spec.md §2) or the day's number. */
export function DayDialog({ date, appointments, isClosed, actions, onCreate, onClose }: Props) {
  const { t } = useTranslation()
  const text = useCalendarText()
  return (
    <Dialog open={date !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {date ? (
        <DialogContent
          title={text.longDayLabel(date)}
          description={[
            t('reservations.calendar.count', { count: appointments.length }),
            isClosed ? t('reservations.day.closed') : '',
          ]
            .filter(Boolean)
            .join(' · ')}
          className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
        >
          <ul className="mt-4 space-y-3">
            {appointments.map((appointment) => (
              <li key={appointment.id}>
                <AppointmentCard appointment={appointment} actions={actions} />
              </li>
            ))}
          </ul>
          <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Button variant="secondary" onClick={onClose}>
              {t('reservations.day.close')}
            </Button>
            <Button onClick={() => onCreate(date)}>
              <Plus aria-hidden />
              {t('reservations.day.new')}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}

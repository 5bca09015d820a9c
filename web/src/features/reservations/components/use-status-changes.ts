import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Appointment } from '#domain/reservations/appointment.schema.ts'
import type { Failure } from '../../../components/ui/error-popup.tsx'
import { ApiError } from '../../../lib/api.ts'
import { useCancelAppointment } from '../api/cancel-appointment.ts'
import { useConfirmAppointment } from '../api/confirm-appointment.ts'
import { type Attendance, useMarkAttendance } from '../api/mark-attendance.ts'

type Callbacks = { onFailure: (failure: Failure) => void; onDone: (message: string) => void }

/**
 * Confirm (pending → confirmed) at once, cancel (pending or confirmed → cancelled) after asking
 * (docs/product-spec.md §4); once its time has passed, attended or not, at once. A refusal (someone changed it meanwhile: 409) opens the popup with the server's
 * words; the list is read again either way.
 */
export function useStatusChanges({ onFailure, onDone }: Callbacks) {
  const { t } = useTranslation()
  const [asked, setAsked] = useState<Appointment | null>(null)
  const confirmation = useConfirmAppointment()
  const cancellation = useCancelAppointment()
  const attendance = useMarkAttendance()
  const fail = (
    key: 'reservations.popup.confirm' | 'reservations.popup.cancel' | 'reservations.popup.attendance',
    error: unknown,
  ) =>
    onFailure({
      messages: [key],
      detail: error instanceof ApiError && error.status === 409 ? error.message : undefined,
    })
  return {
    asked,
    isCancelling: cancellation.isPending,
    askCancel: setAsked,
    keep: () => setAsked(null),
    confirm: (appointment: Appointment) =>
      confirmation.mutate(appointment.id, {
        onSuccess: () => onDone(t('reservations.announce.confirmed', { client: appointment.client })),
        onError: (error) => fail('reservations.popup.confirm', error),
      }),
    markAttendance: (appointment: Appointment, outcome: Attendance) =>
      attendance.mutate(
        { id: appointment.id, attendance: outcome },
        {
          onSuccess: () =>
            onDone(
              t(
                outcome === 'completed' ? 'reservations.announce.completed' : 'reservations.announce.noShow',
                {
                  client: appointment.client,
                },
              ),
            ),
          onError: (error) => fail('reservations.popup.attendance', error),
        },
      ),
    cancel: (appointment: Appointment) =>
      cancellation.mutate(appointment.id, {
        onSuccess: () => {
          setAsked(null)
          onDone(t('reservations.announce.cancelled', { client: appointment.client }))
        },
        onError: (error) => {
          setAsked(null)
          fail('reservations.popup.cancel', error)
        },
      }),
  }
}

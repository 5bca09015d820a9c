import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import {
  type Appointment,
  type FreeSlot,
  FreeSlotSchema,
  type OwnerAppointmentInput,
} from '#domain/reservations/appointment.schema.ts'
import type { BookingRules } from '#domain/reservations/booking-rules.schema.ts'
import { LeaveGuard } from '../../../components/forms/leave-guard.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx'
import type { Failure } from '../../../components/ui/error-popup.tsx'
import { ApiError } from '../../../lib/api.ts'
import { useCreateAppointment } from '../api/create-appointment.ts'
import { useUpdateAppointment } from '../api/update-appointment.ts'
import {
  type AppointmentFormValues,
  appointmentFormDefaults,
  appointmentFormSchema,
  appointmentInputOf,
  formFieldOf,
} from '../appointment-form.ts'
import { AppointmentFields } from './appointment-fields.tsx'

/** What the dialog edits: a saved appointment, or a new one on a day. */
export type AppointmentTarget = { appointment: Appointment | null; date: string }

type Props = {
  target: AppointmentTarget | undefined
  rules: BookingRules
  onClose: () => void
  onSaved: (appointment: Appointment) => void
  onFailure: (failure: Failure) => void
}

/**
 * A booking made or changed by hand, e.g. over the phone: date, a free time (or any time "outside opening
 * hours"), the party or the service, the client and a colour. The server checks capacity; a full slot is said
 * at the time field with the nearest free times to pick instead.
 */
export function AppointmentDialog({ target, onClose, ...props }: Props) {
  const { t } = useTranslation()
  return (
    <Dialog open={target !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      {target ? (
        <DialogContent
          title={target.appointment ? t('reservations.dialog.editTitle') : t('reservations.dialog.newTitle')}
          className="max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto"
        >
          <AppointmentForm target={target} {...props} />
        </DialogContent>
      ) : null}
    </Dialog>
  )
}

const NearestSchema = z.array(FreeSlotSchema)

/** The nearest free slots a `slot_full` refusal carries, in its error or beside it. */
function nearestOf(error: ApiError): FreeSlot[] {
  const payload = error.payload as { nearest?: unknown; error?: { nearest?: unknown } } | undefined
  const parsed = NearestSchema.safeParse(payload?.error?.nearest ?? payload?.nearest)
  return parsed.success ? parsed.data : []
}

function AppointmentForm({
  target,
  rules,
  onSaved,
  onFailure,
}: Omit<Props, 'onClose'> & { target: AppointmentTarget }) {
  const create = useCreateAppointment()
  const update = useUpdateAppointment()
  const [nearest, setNearest] = useState<FreeSlot[]>([])
  const resolver = useMemo(() => zodResolver(appointmentFormSchema(rules.tipo)), [rules.tipo])
  const form = useForm<AppointmentFormValues, unknown, OwnerAppointmentInput>({
    resolver,
    defaultValues: appointmentFormDefaults(target.appointment, target.date),
  })
  const { isSubmitting, isDirty } = form.formState

  const showRefusal = (error: ApiError): boolean => {
    if (error.code === 'slot_full') {
      form.setError('time', { type: 'server', message: error.message }, { shouldFocus: true })
      setNearest(nearestOf(error))
      return true
    }
    if (error.status !== 400 || !error.fields) return false
    let isShown = false
    for (const [serverField, messages] of Object.entries(error.fields)) {
      const field = formFieldOf(serverField)
      if (!field) continue
      form.setError(
        field,
        { type: 'server', message: messages[0] ?? error.message },
        { shouldFocus: !isShown },
      )
      isShown = true
    }
    return isShown
  }

  const submit = form.handleSubmit(async (values) => {
    setNearest([])
    const input = appointmentInputOf(values, rules.tipo)
    try {
      const saved = target.appointment
        ? await update.mutateAsync({ id: target.appointment.id, input })
        : await create.mutateAsync(input)
      onSaved(saved)
    } catch (error) {
      if (error instanceof ApiError && showRefusal(error)) return
      const isNetwork = error instanceof ApiError && error.status === 0
      onFailure({
        messages: isNetwork ? ['reservations.popup.network'] : ['reservations.popup.save'],
        detail: error instanceof ApiError && error.status === 409 ? error.message : undefined,
      })
    }
  })

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-4">
      <LeaveGuard hasUnsavedChanges={isDirty && !isSubmitting} />
      <AppointmentFields
        form={form}
        rules={rules}
        saved={target.appointment}
        nearest={nearest}
        onPickNearest={(slot) => {
          form.setValue('time', slot.time, { shouldDirty: true })
          form.clearErrors('time')
          setNearest([])
        }}
      />
      <SaveButtons isSaving={isSubmitting} />
    </form>
  )
}

function SaveButtons({ isSaving }: { isSaving: boolean }) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button variant="ghost">{t('reservations.dialog.discard')}</Button>
      </DialogClose>
      <Button type="submit" disabled={isSaving}>
        {isSaving ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : null}
        {isSaving ? t('reservations.dialog.saving') : t('reservations.dialog.save')}
      </Button>
    </div>
  )
}

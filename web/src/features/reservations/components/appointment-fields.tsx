import { clsx } from 'clsx'
import type { UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  APPOINTMENT_COLORS,
  APPOINTMENT_LIMITS,
  type Appointment,
  type FreeSlot,
  type OwnerAppointmentInput,
} from '#domain/reservations/appointment.schema.ts'
import type { BookingRules } from '#domain/reservations/booking-rules.schema.ts'
import { SelectField, TextField } from '../../../components/ui/form-field.tsx'
import { TextAreaField } from '../../../entities/catalogue/components/form-controls.tsx'
import { useSlots } from '../api/get-slots.ts'
import type { AppointmentFormValues } from '../appointment-form.ts'
import { COLOR_CLASSES } from './appointment-colors.ts'
import { useFieldMessage } from './use-field-message.ts'

type Form = UseFormReturn<AppointmentFormValues, unknown, OwnerAppointmentInput>

type Props = {
  form: Form
  rules: BookingRules
  saved: Appointment | null
  nearest: FreeSlot[]
  onPickNearest: (slot: FreeSlot) => void
}

/** The appointment dialog's fields (see AppointmentDialog). */
export function AppointmentFields({ form, rules, saved, nearest, onPickNearest }: Props) {
  const { t } = useTranslation()
  const message = useFieldMessage()
  const { errors } = form.formState
  const isServices = rules.tipo === 'servicios'
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('reservations.dialog.date')}
          type="date"
          required
          error={message(errors.date?.message)}
          {...form.register('date')}
        />
        {isServices ? (
          <SelectField
            label={t('reservations.dialog.service')}
            required
            error={message(errors.serviceId?.message)}
            {...form.register('serviceId')}
          >
            <option value="">{t('reservations.dialog.chooseService')}</option>
            {rules.servicios.map((service) => (
              <option key={service.id} value={service.id}>
                {t('reservations.dialog.serviceOption', { name: service.nombre, count: service.duracion })}
              </option>
            ))}
          </SelectField>
        ) : (
          <TextField
            label={t('reservations.dialog.partySize')}
            type="number"
            inputMode="numeric"
            min={1}
            required
            error={message(errors.partySize?.message)}
            {...form.register('partySize', { valueAsNumber: true })}
          />
        )}
      </div>
      <TimeField
        form={form}
        saved={saved}
        nearest={nearest}
        onPickNearest={onPickNearest}
        isServices={isServices}
      />
      <TextField
        label={t('reservations.dialog.client')}
        required
        autoComplete="off"
        error={message(errors.client?.message)}
        {...form.register('client')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('reservations.dialog.phone')}
          type="tel"
          autoComplete="off"
          error={message(errors.phone?.message)}
          {...form.register('phone')}
        />
        <TextField
          label={t('reservations.dialog.email')}
          type="email"
          autoComplete="off"
          error={message(errors.email?.message)}
          {...form.register('email')}
        />
      </div>
      <TextAreaField
        label={t('reservations.dialog.notes')}
        error={message(errors.notes?.message)}
        count={{ length: form.watch('notes')?.length ?? 0, max: APPOINTMENT_LIMITS.notes }}
        {...form.register('notes')}
      />
      <ColorField form={form} />
      {saved ? null : (
        <SelectField label={t('reservations.dialog.status')} {...form.register('status')}>
          <option value="confirmed">{t('reservations.status.confirmed')}</option>
          <option value="pending">{t('reservations.status.pending')}</option>
        </SelectField>
      )}
    </>
  )
}

type TimeProps = {
  form: Form
  saved: Appointment | null
  nearest: FreeSlot[]
  onPickNearest: (slot: FreeSlot) => void
  isServices: boolean
}

/**
 * The time: one of the day's free slots (as the server counts them for this party or service), or, with
 * "outside opening hours" ticked, any time, as for a private event.
 */
function TimeField({ form, saved, nearest, onPickNearest, isServices }: TimeProps) {
  const { t } = useTranslation()
  const message = useFieldMessage()
  const [date, partySize, serviceId, isOutside, time] = form.watch([
    'date',
    'partySize',
    'serviceId',
    'fueraDeHorario',
    'time',
  ])
  const slots = useSlots(
    {
      date: date ?? '',
      partySize: isServices ? 1 : Number(partySize) || 0,
      serviceId: isServices ? serviceId || null : null,
    },
    { needsService: isServices },
  )
  const times = (slots.data ?? []).map((slot) => slot.time)
  // The saved time and the one just picked stay choosable even when the slot now counts as full (it is theirs).
  for (const kept of [saved?.date === date ? saved?.time : undefined, time]) {
    if (kept && !times.includes(kept)) times.push(kept)
  }
  times.sort()
  const error = message(form.formState.errors.time?.message)
  const hint = slots.isFetching
    ? t('reservations.dialog.slotsLoading')
    : slots.data?.length === 0
      ? t('reservations.dialog.noSlots')
      : undefined
  return (
    <div className="space-y-2">
      {isOutside ? (
        <TextField
          label={t('reservations.dialog.time')}
          type="time"
          required
          error={error}
          {...form.register('time')}
        />
      ) : (
        <SelectField
          label={t('reservations.dialog.time')}
          required
          error={error}
          hint={hint}
          {...form.register('time')}
        >
          <option value="">{t('reservations.dialog.chooseTime')}</option>
          {times.map((each) => {
            const left = slots.data?.find((slot) => slot.time === each)?.left
            return (
              <option key={each} value={each}>
                {left === undefined ? each : t('reservations.dialog.slotOption', { time: each, count: left })}
              </option>
            )
          })}
        </SelectField>
      )}
      {nearest.length > 0 ? (
        <div className="rounded-xl bg-amber-50 p-3">
          <p className="font-medium text-amber-950 text-sm">{t('reservations.dialog.nearest')}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            {nearest.map((slot) => (
              <button
                key={slot.start}
                type="button"
                onClick={() => onPickNearest(slot)}
                className="rounded-lg border border-amber-300 bg-white px-3 py-1.5 font-medium text-sm text-stone-900 tabular-nums hover:bg-amber-100"
              >
                {t('reservations.dialog.pickNearest', { time: slot.time })}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      <label className="flex items-start gap-2 text-sm text-stone-800">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-brand-600"
          {...form.register('fueraDeHorario')}
        />
        <span>
          {t('reservations.dialog.outsideHours')}
          <span className="block text-stone-600">{t('reservations.dialog.outsideHoursHint')}</span>
        </span>
      </label>
    </div>
  )
}

function ColorField({ form }: { form: Form }) {
  const { t } = useTranslation()
  const chosen = form.watch('color')
  return (
    <fieldset>
      <legend className="font-medium text-sm text-stone-800">{t('reservations.dialog.color')}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {APPOINTMENT_COLORS.map((color) => (
          <label
            key={color}
            className={clsx(
              'flex size-10 cursor-pointer items-center justify-center rounded-full ring-offset-2 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
              chosen === color && 'ring-2 ring-stone-900',
            )}
          >
            <input type="radio" value={color} className="sr-only" {...form.register('color')} />
            <span aria-hidden className={clsx('size-7 rounded-full', COLOR_CLASSES[color].swatch)} />
            <span className="sr-only">{t(`reservations.colors.${color}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

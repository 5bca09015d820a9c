import type { FieldPath } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { BookingKind, BookingRules } from '#domain/reservations/booking-rules.schema.ts'
import { TextField } from '../../../components/ui/form-field.tsx'
import type { MessageKey } from '../../../lib/i18n.ts'
import type { RulesForm } from './booking-rules-panel.tsx'
import { useFieldMessage } from './use-field-message.ts'

type NumberField = {
  name: FieldPath<BookingRules>
  label: MessageKey
  hint: MessageKey
  onlyFor?: BookingKind
}

const NUMBER_FIELDS: NumberField[] = [
  { name: 'intervaloMinutos', label: 'reservations.rules.slot', hint: 'reservations.rules.slotHint' },
  {
    name: 'capacidadPorIntervalo',
    label: 'reservations.rules.capacity',
    hint: 'reservations.rules.capacityHint',
  },
  {
    name: 'ocupacionMinutos',
    label: 'reservations.rules.tableTime',
    hint: 'reservations.rules.tableTimeHint',
    onlyFor: 'mesas',
  },
  {
    name: 'maxPersonas',
    label: 'reservations.rules.maxParty',
    hint: 'reservations.rules.maxPartyHint',
    onlyFor: 'mesas',
  },
  {
    name: 'antelacionMinimaMinutos',
    label: 'reservations.rules.notice',
    hint: 'reservations.rules.noticeHint',
  },
  { name: 'horizonteDias', label: 'reservations.rules.horizon', hint: 'reservations.rules.horizonHint' },
  {
    name: 'recordatorioHoras',
    label: 'reservations.rules.reminder',
    hint: 'reservations.rules.reminderHint',
  },
]

/** Slot length, capacity, table time, party limit, notice, horizon and reminder, each with its unit. */
export function RulesNumbers({ form, kind }: { form: RulesForm; kind: BookingKind }) {
  const { t } = useTranslation()
  const message = useFieldMessage()
  const { errors } = form.formState
  return (
    <section aria-labelledby="numbers-heading" className="rounded-2xl border border-stone-200 bg-white p-5">
      <h3 id="numbers-heading" className="font-semibold text-stone-900">
        {t('reservations.rules.capacityHeading')}
      </h3>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {NUMBER_FIELDS.filter((field) => !field.onlyFor || field.onlyFor === kind).map((field) => (
          <TextField
            key={field.name}
            label={t(field.label)}
            hint={t(field.hint)}
            type="number"
            inputMode="numeric"
            min={0}
            error={message((errors as Record<string, { message?: string } | undefined>)[field.name]?.message)}
            {...form.register(field.name, { valueAsNumber: true })}
          />
        ))}
      </div>
    </section>
  )
}

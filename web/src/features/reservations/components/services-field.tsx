import { Plus, X } from 'lucide-react'
import { useFieldArray } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/form-field.tsx'
import type { RulesForm } from './booking-rules-panel.tsx'
import { useFieldMessage } from './use-field-message.ts'

/** A salon's services, each with how long it takes: the appointment's length and the slots it covers. */
export function ServicesField({ form }: { form: RulesForm }) {
  const { t } = useTranslation()
  const message = useFieldMessage()
  const services = useFieldArray({ control: form.control, name: 'servicios', keyName: 'key' })
  const errors = form.formState.errors.servicios
  return (
    <fieldset className="space-y-3">
      <legend className="font-medium text-sm text-stone-800">{t('reservations.rules.services')}</legend>
      {services.fields.length === 0 ? (
        <p className="text-sm text-stone-600">{t('reservations.rules.noServices')}</p>
      ) : null}
      {services.fields.map((service, index) => (
        <div key={service.key} className="flex items-start gap-2">
          <TextField
            label={t('reservations.rules.serviceName')}
            className="flex-1"
            error={message(errors?.[index]?.nombre?.message)}
            {...form.register(`servicios.${index}.nombre`)}
          />
          <TextField
            label={t('reservations.rules.serviceMinutes')}
            type="number"
            min={5}
            className="w-28"
            error={message(errors?.[index]?.duracion?.message)}
            {...form.register(`servicios.${index}.duracion`, { valueAsNumber: true })}
          />
          <Button
            variant="ghost"
            size="icon"
            className="mt-7"
            aria-label={t('reservations.rules.removeService', { index: index + 1 })}
            onClick={() => services.remove(index)}
          >
            <X aria-hidden />
          </Button>
        </div>
      ))}
      <Button
        variant="secondary"
        onClick={() => services.append({ id: crypto.randomUUID(), nombre: '', duracion: 30 })}
      >
        <Plus aria-hidden />
        {t('reservations.rules.addService')}
      </Button>
    </fieldset>
  )
}

import { Plus, X } from 'lucide-react'
import { useFieldArray } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { FieldError } from '../../../components/ui/form-field.tsx'
import { utcDateOf } from '../calendar-month.ts'
import type { RulesForm } from './booking-rules-panel.tsx'
import { useFieldMessage } from './use-field-message.ts'

// 1 January 2024 was a Monday: weekday n is that date plus n − 1 days.
const weekdayDate = (dia: number) => `2024-01-0${dia}`

const timeClasses =
  'h-10 w-36 rounded-xl border border-stone-300 bg-white px-2 text-base text-stone-900 aria-invalid:border-red-600'

/** Opening hours per weekday, any number of ranges a day; a day without any is closed. */
export function OpeningHoursField({ form }: { form: RulesForm }) {
  const { t, i18n } = useTranslation()
  const message = useFieldMessage()
  const ranges = useFieldArray({ control: form.control, name: 'horario' })
  const errors = form.formState.errors.horario
  const weekdayName = (dia: number) =>
    new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-US' : 'es-ES', {
      weekday: 'long',
      timeZone: 'UTC',
    }).format(utcDateOf(weekdayDate(dia)))
  return (
    <section aria-labelledby="hours-heading" className="rounded-2xl border border-stone-200 bg-white p-5">
      <h3 id="hours-heading" className="font-semibold text-stone-900">
        {t('reservations.rules.hours')}
      </h3>
      <p className="mt-1 text-sm text-stone-600">{t('reservations.rules.hoursHint')}</p>
      <ul className="mt-4 divide-y divide-stone-100">
        {[1, 2, 3, 4, 5, 6, 7].map((dia) => {
          const name = weekdayName(dia)
          const own = ranges.fields
            .map((field, index) => ({ field, index }))
            .filter(({ field }) => field.dia === dia)
          return (
            <li key={dia} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start">
              <span className="w-28 pt-2 font-medium text-sm text-stone-800 capitalize">{name}</span>
              <div className="flex-1 space-y-2">
                {own.length === 0 ? (
                  <p className="pt-2 text-sm text-stone-600">{t('reservations.rules.closedDay')}</p>
                ) : null}
                {own.map(({ field, index }) => {
                  const error = message(errors?.[index]?.hasta?.message ?? errors?.[index]?.desde?.message)
                  return (
                    <div key={field.id}>
                      <div className="flex flex-wrap items-center gap-2">
                        <input
                          type="time"
                          aria-label={t('reservations.rules.from', { day: name })}
                          aria-invalid={error ? true : undefined}
                          className={timeClasses}
                          {...form.register(`horario.${index}.desde`)}
                        />
                        <span aria-hidden>–</span>
                        <input
                          type="time"
                          aria-label={t('reservations.rules.to', { day: name })}
                          aria-invalid={error ? true : undefined}
                          className={timeClasses}
                          {...form.register(`horario.${index}.hasta`)}
                        />
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={t('reservations.rules.removeRange', { day: name })}
                          onClick={() => ranges.remove(index)}
                        >
                          <X aria-hidden />
                        </Button>
                      </div>
                      {error ? <FieldError id={`range-${field.id}-error`}>{error}</FieldError> : null}
                    </div>
                  )
                })}
                <Button
                  variant="ghost"
                  className="h-8 px-2 text-brand-800"
                  aria-label={t('reservations.rules.addRangeTo', { day: name })}
                  onClick={() => ranges.append({ dia, desde: '13:00', hasta: '16:00' })}
                >
                  <Plus aria-hidden />
                  {t('reservations.rules.addRange')}
                </Button>
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { WEEKDAYS } from '#domain/promotions/weekly-window.schema.ts'
import { FieldError } from '../../../components/ui/form-field.tsx'
import { toggleDay } from '../availability-form.ts'

type Props = {
  legend: string
  /** The days ticked, ISO numbers (1 Monday … 7 Sunday), in week order. */
  days: readonly number[]
  onChange: (days: number[]) => void
  /** The message under the days, in words. */
  error?: string
  /** The id of the first day's box, to move focus there. */
  firstId?: string
}

/**
 * The days of a weekly window as a row of chips, each a checkbox: a promotion's happy hour, a category's or a
 * dish's serving hours. The chip shows the short name ("Lun") and is named in full ("Lunes"), so that seven fit
 * on a phone's line or two and a screen reader still says the whole day.
 */
export function WeekdayChips({ legend, days, onChange, error, firstId }: Props) {
  const { t } = useTranslation()
  const errorId = useId()
  return (
    // data-invalid: where a form's "focus the first field to fix" finds the days (a group has no aria-invalid).
    <fieldset aria-describedby={error ? errorId : undefined} data-invalid={error ? true : undefined}>
      <legend className="font-medium text-sm text-stone-800">{legend}</legend>
      {/* Compact enough for four to a line in a phone's dialog: the week on two lines. */}
      <div className="mt-2 flex flex-wrap gap-1.5">
        {WEEKDAYS.map((day, index) => (
          <label
            key={day}
            className="inline-flex cursor-pointer items-center gap-1.5 rounded-full border border-stone-300 px-2.5 py-1.5 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
          >
            <input
              id={index === 0 ? firstId : undefined}
              type="checkbox"
              className="accent-brand-600"
              aria-label={t(`availability.weekdays.${day}`)}
              checked={days.includes(day)}
              onChange={() => onChange(toggleDay(days, day))}
            />
            <span aria-hidden>{t(`availability.weekdaysShort.${day}`)}</span>
          </label>
        ))}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  )
}

import { Plus, X } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CalendarDateSchema } from '#domain/reservations/booking-rules.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/form-field.tsx'
import type { RulesForm } from './booking-rules-panel.tsx'
import { useCalendarText } from './use-calendar-text.ts'

/** Dates the business takes no bookings (a holiday, a private event), on its own clock. */
export function ClosedDatesField({ form }: { form: RulesForm }) {
  const { t } = useTranslation()
  const text = useCalendarText()
  const [draft, setDraft] = useState('')
  const [error, setError] = useState<string | undefined>(undefined)
  const dates = form.watch('diasCerrados')
  const setDates = (next: string[]) => form.setValue('diasCerrados', next, { shouldDirty: true })
  const add = () => {
    if (!CalendarDateSchema.safeParse(draft).success) return setError(t('reservations.errors.date'))
    setError(undefined)
    if (!dates.includes(draft)) setDates([...dates, draft].sort())
    setDraft('')
  }
  return (
    <section aria-labelledby="closed-heading" className="rounded-2xl border border-stone-200 bg-white p-5">
      <h3 id="closed-heading" className="font-semibold text-stone-900">
        {t('reservations.rules.closedDates')}
      </h3>
      <div className="mt-3 flex items-end gap-2">
        <TextField
          label={t('reservations.rules.closedDate')}
          type="date"
          value={draft}
          error={error}
          onChange={(event) => setDraft(event.target.value)}
          className="flex-1 sm:max-w-56"
        />
        <Button variant="secondary" onClick={add} className="mb-0.5 h-11">
          <Plus aria-hidden />
          {t('reservations.rules.addClosedDate')}
        </Button>
      </div>
      {dates.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{t('reservations.rules.noClosedDates')}</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2">
          {dates.map((date) => (
            <li
              key={date}
              className="flex items-center gap-1 rounded-full bg-stone-100 py-1 pr-1 pl-3 text-sm text-stone-800"
            >
              <span className="first-letter:uppercase">{text.longDayLabel(date)}</span>
              <button
                type="button"
                aria-label={t('reservations.rules.removeClosedDate', { date: text.longDayLabel(date) })}
                onClick={() => setDates(dates.filter((each) => each !== date))}
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-stone-200"
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

import { CalendarRange, Clock, Plus } from 'lucide-react'
import { type Ref, useId, useImperativeHandle, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { type Availability, type DateRange, isRestricted } from '#domain/catalogues/availability.ts'
import type { WeeklyWindow } from '#domain/promotions/weekly-window.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import type { MessageKey } from '../../../lib/i18n.ts'
import { useFocusAfterRender } from '../../../lib/use-focus-after-render.ts'
import {
  AVAILABILITY_LIMITS,
  type AvailabilityErrors,
  NEW_WINDOW,
  newDateRange,
  removeAt,
  replaceAt,
} from '../availability-form.ts'
import { DateRangeItem, WindowItem } from './availability-items.tsx'
import { SwitchField } from './form-controls.tsx'

type Props = {
  value: Availability
  onChange: (value: Availability) => void
  /** The messages of refused fields, by path inside the availability ('windows.0.dias'): keys or texts. */
  errors?: AvailabilityErrors
  /** What these hours are of, under the legend ("Cuándo se sirven los platos de esta categoría"). */
  hint?: string
  /** Lets a form move focus here (react-hook-form's Controller `field.ref`): to the first refused field. */
  ref?: Ref<{ focus: () => void }>
}

/**
 * A category's or a dish's serving hours (domain/catalogues/availability.ts): weekly windows of days and
 * hours, date ranges, and whether to leave it off the menu outside them. Nothing set reads "Siempre
 * disponible". Controlled: any form holds the value and hears each change. In a react-hook-form form whose
 * schema checks `availability` with AvailabilitySchema (its messages are the server's keys), as the category
 * dialog does:
 *
 *   <Controller control={control} name="availability" render={({ field }) => (
 *     <AvailabilityFields ref={field.ref} value={completeAvailability(field.value)} onChange={field.onChange}
 *       errors={flattenErrors(errors.availability)} hint={t('availability.productHint')} />
 *   )} />
 *
 * and a server's refusals set on the form with availabilityFieldErrors, then `setFocus('availability')`.
 */
export function AvailabilityFields({ value, onChange, errors = {}, hint, ref }: Props) {
  const { t } = useTranslation()
  const baseId = useId()
  const hintId = `${baseId}-hint`
  const containerRef = useRef<HTMLFieldSetElement>(null)
  const focusAfterRender = useFocusAfterRender()
  const windowKeys = useStableKeys(value.windows.length)
  const dateKeys = useStableKeys(value.dates.length)
  const say = useErrorWords()
  const idOf = (part: string, key: number) => `${baseId}-${part}-${key}`

  useImperativeHandle(ref, () => ({
    // The refused fields are marked once the errors render, after the form asks for focus.
    focus: () =>
      requestAnimationFrame(() => {
        const container = containerRef.current
        const target =
          container?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input') ??
          container?.querySelector<HTMLElement>('input, button')
        target?.focus()
      }),
  }))

  const setWindows = (windows: WeeklyWindow[]) => onChange({ ...value, windows })
  const setDates = (dates: DateRange[]) => onChange({ ...value, dates })
  const addWindow = () => {
    const key = windowKeys.add()
    setWindows([...value.windows, { ...NEW_WINDOW, dias: [...NEW_WINDOW.dias] }])
    focusAfterRender(idOf('days', key))
  }
  const removeWindow = (index: number) => {
    // Focus stays here: on the one that takes its place, else the one before, else on its "Añadir".
    const next = windowKeys.keys[index + 1] ?? windowKeys.keys[index - 1]
    windowKeys.remove(index)
    setWindows(removeAt(value.windows, index))
    focusAfterRender(next === undefined ? `${baseId}-add-window` : idOf('remove-window', next))
  }
  const addDates = () => {
    const key = dateKeys.add()
    setDates([...value.dates, newDateRange(localToday())])
    focusAfterRender(idOf('from', key))
  }
  const removeDates = (index: number) => {
    // Focus stays here: on the one that takes its place, else the one before, else on its "Añadir".
    const next = dateKeys.keys[index + 1] ?? dateKeys.keys[index - 1]
    dateKeys.remove(index)
    setDates(removeAt(value.dates, index))
    focusAfterRender(next === undefined ? `${baseId}-add-dates` : idOf('remove-dates', next))
  }
  const isWindowsFull = value.windows.length >= AVAILABILITY_LIMITS.windows
  const isDatesFull = value.dates.length >= AVAILABILITY_LIMITS.dates

  return (
    <fieldset ref={containerRef} aria-describedby={hint ? hintId : undefined} className="space-y-3">
      <legend className="font-medium text-sm text-stone-800">{t('availability.legend')}</legend>
      {hint ? (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {isRestricted(value) ? null : (
        <div className="rounded-xl border border-stone-300 border-dashed px-3.5 py-3">
          <p className="flex items-center gap-2 font-medium text-sm text-stone-800">
            <Clock aria-hidden className="size-4 shrink-0 text-stone-600" />
            {t('availability.always')}
          </p>
          <p className="mt-1 text-sm text-stone-600">{t('availability.emptyHint')}</p>
        </div>
      )}
      {value.windows.map((window, index) => {
        const key = windowKeys.keys[index]!
        return (
          <WindowItem
            key={key}
            number={index + 1}
            window={window}
            daysId={idOf('days', key)}
            removeId={idOf('remove-window', key)}
            errorOf={(field) => say(errors[`windows.${index}.${field}`])}
            onChange={(change) =>
              setWindows(replaceAt(value.windows, index, (each) => ({ ...each, ...change })))
            }
            onRemove={() => removeWindow(index)}
          />
        )
      })}
      {value.dates.map((range, index) => {
        const key = dateKeys.keys[index]!
        return (
          <DateRangeItem
            key={key}
            number={index + 1}
            range={range}
            fromId={idOf('from', key)}
            removeId={idOf('remove-dates', key)}
            errorOf={(field) => say(errors[`dates.${index}.${field}`])}
            onChange={(change) => setDates(replaceAt(value.dates, index, (each) => ({ ...each, ...change })))}
            onRemove={() => removeDates(index)}
          />
        )
      })}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button id={`${baseId}-add-window`} variant="secondary" disabled={isWindowsFull} onClick={addWindow}>
          <Plus aria-hidden />
          {t('availability.addWindow')}
        </Button>
        <Button id={`${baseId}-add-dates`} variant="secondary" disabled={isDatesFull} onClick={addDates}>
          <CalendarRange aria-hidden />
          {t('availability.addDates')}
        </Button>
      </div>
      {isWindowsFull ? (
        <p className="text-sm text-stone-600">
          {t('availability.windowsFull', { max: AVAILABILITY_LIMITS.windows })}
        </p>
      ) : null}
      {isDatesFull ? (
        <p className="text-sm text-stone-600">
          {t('availability.datesFull', { max: AVAILABILITY_LIMITS.dates })}
        </p>
      ) : null}
      {isRestricted(value) ? (
        <SwitchField
          label={t('availability.hideWhenClosed')}
          hint={t('availability.hideWhenClosedHint')}
          checked={value.hideWhenClosed}
          onCheckedChange={(hideWhenClosed) => onChange({ ...value, hideWhenClosed })}
        />
      ) : null}
    </fieldset>
  )
}

/**
 * Keys that follow a list's items through removals (the items have no ids of their own): one per item, a new
 * one for each added, the removed one's dropped. A list replaced from outside is keyed afresh past its end.
 */
function useStableKeys(length: number) {
  const next = useRef(0)
  const keys = useRef<number[]>([])
  while (keys.current.length < length) keys.current.push(next.current++)
  if (keys.current.length > length) keys.current = keys.current.slice(0, length)
  return {
    keys: keys.current,
    add: () => {
      const key = next.current++
      keys.current = [...keys.current, key]
      return key
    },
    remove: (index: number) => {
      keys.current = removeAt(keys.current, index)
    },
  }
}

/** A field's message in words: a known key translated, an unknown key said generally, a text as it is. */
function useErrorWords() {
  const { t, i18n } = useTranslation()
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined
    if (i18n.exists(message)) return t(message as MessageKey)
    return /^[a-z_]+(\.[A-Za-z_]+)+$/.test(message) ? t('availability.errors.invalid') : message
  }
}

/** Today's date on this device, "2026-06-01": where a new date range starts. */
function localToday(): string {
  const now = new Date()
  const pad = (part: number) => String(part).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

import { Trash2 } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { DateRange } from '#domain/catalogues/availability.ts'
import type { WeeklyWindow } from '#domain/promotions/weekly-window.schema.ts'
import { TextField } from '../../../components/ui/form-field.tsx'
import { IconButton } from '../../../components/ui/icon-button.tsx'
import { isPastMidnight } from '../availability-form.ts'
import { WeekdayChips } from './weekday-chips.tsx'

// The parts of AvailabilityFields: one weekly window, one date range, each a group named by its number.

type WindowItemProps = {
  number: number
  window: WeeklyWindow
  daysId: string
  removeId: string
  errorOf: (field: 'dias' | 'desde' | 'hasta') => string | undefined
  onChange: (change: Partial<WeeklyWindow>) => void
  onRemove: () => void
}

/** One weekly window: its days as chips, from and until, and its removal. */
export function WindowItem({
  number,
  window,
  daysId,
  removeId,
  errorOf,
  onChange,
  onRemove,
}: WindowItemProps) {
  const { t } = useTranslation()
  const titleId = useId()
  const noteId = useId()
  const isOvernight = isPastMidnight(window)
  return (
    <fieldset aria-labelledby={titleId} className="space-y-3 rounded-xl border border-stone-200 p-3 sm:p-4">
      <ItemHeader
        titleId={titleId}
        title={t('availability.window', { number })}
        removeId={removeId}
        removeLabel={t('availability.removeWindow', { number })}
        onRemove={onRemove}
      />
      <WeekdayChips
        legend={t('availability.days')}
        days={window.dias}
        firstId={daysId}
        error={errorOf('dias')}
        onChange={(dias) => onChange({ dias })}
      />
      {/* Side by side where a 12-hour clock ("08:00 a. m.") fits twice, one under the other on a phone. */}
      <div className="@container">
        <div className="grid gap-3 @xs:grid-cols-2">
          <TextField
            type="time"
            label={t('availability.from')}
            value={window.desde}
            error={errorOf('desde')}
            onChange={(event) => onChange({ desde: event.target.value })}
          />
          <TextField
            type="time"
            label={t('availability.to')}
            value={window.hasta}
            error={errorOf('hasta')}
            describedBy={isOvernight ? noteId : undefined}
            onChange={(event) => onChange({ hasta: event.target.value })}
          />
        </div>
      </div>
      {isOvernight ? (
        <p id={noteId} className="text-sm text-stone-600">
          {t('availability.pastMidnight')}
        </p>
      ) : null}
    </fieldset>
  )
}

type DateRangeItemProps = {
  number: number
  range: DateRange
  fromId: string
  removeId: string
  errorOf: (field: 'from' | 'to') => string | undefined
  onChange: (change: Partial<DateRange>) => void
  onRemove: () => void
}

/** One range of dates, both ends included, and its removal. */
export function DateRangeItem({
  number,
  range,
  fromId,
  removeId,
  errorOf,
  onChange,
  onRemove,
}: DateRangeItemProps) {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <fieldset aria-labelledby={titleId} className="space-y-3 rounded-xl border border-stone-200 p-3 sm:p-4">
      <ItemHeader
        titleId={titleId}
        title={t('availability.dates', { number })}
        removeId={removeId}
        removeLabel={t('availability.removeDates', { number })}
        onRemove={onRemove}
      />
      <div className="@container">
        <div className="grid gap-3 @xs:grid-cols-2">
          <TextField
            id={fromId}
            type="date"
            label={t('availability.dateFrom')}
            value={range.from}
            error={errorOf('from')}
            onChange={(event) => onChange({ from: event.target.value })}
          />
          <TextField
            type="date"
            label={t('availability.dateTo')}
            value={range.to}
            min={range.from || undefined}
            error={errorOf('to')}
            onChange={(event) => onChange({ to: event.target.value })}
          />
        </div>
      </div>
    </fieldset>
  )
}

type ItemHeaderProps = {
  titleId: string
  title: string
  removeId: string
  removeLabel: string
  onRemove: () => void
}

function ItemHeader({ titleId, title, removeId, removeLabel, onRemove }: ItemHeaderProps) {
  return (
    <div className="flex items-center justify-between gap-2">
      <p id={titleId} className="font-medium text-sm text-stone-900">
        {title}
      </p>
      <IconButton id={removeId} label={removeLabel} size="md" onClick={onRemove}>
        <Trash2 aria-hidden className="size-4" />
      </IconButton>
    </div>
  )
}

import { clsx } from 'clsx'
import { CalendarDays, ChevronLeft, ChevronRight, List, Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { APPOINTMENT_FILTERS } from '#domain/reservations/appointment.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import type { AppointmentFilter } from '../appointment-filters.ts'

export type ReservationsView = 'calendar' | 'list'

export const NEW_APPOINTMENT_BUTTON_ID = 'new-appointment'

type Props = {
  monthLabel: string
  onToday: () => void
  onPrevious: () => void
  onNext: () => void
  view: ReservationsView
  onViewChange: (view: ReservationsView) => void
  status: AppointmentFilter
  onStatusChange: (status: AppointmentFilter) => void
  search: string
  onSearchChange: (search: string) => void
  onCreate: () => void
}

/**
 * docs/product-spec.md §2 "Reservations": the today button, month navigation, the list/calendar toggle,
 * and the filter panel (§9: status all / confirmed / pending, and a client-name search).
 */
export function ReservationsToolbar(props: Props) {
  const { t } = useTranslation()
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={props.onToday}>
          {t('reservations.toolbar.today')}
        </Button>
        <div className="flex items-center">
          <Button
            variant="ghost"
            size="icon"
            onClick={props.onPrevious}
            aria-label={t('reservations.toolbar.previous')}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={props.onNext}
            aria-label={t('reservations.toolbar.next')}
          >
            <ChevronRight aria-hidden />
          </Button>
        </div>
        <h2
          aria-live="polite"
          className="min-w-40 font-semibold text-lg text-stone-900 first-letter:uppercase"
        >
          {props.monthLabel}
        </h2>
        <div className="ml-auto flex items-center gap-2">
          <fieldset className="flex rounded-xl border border-stone-300 bg-white p-0.5">
            <legend className="sr-only">{t('reservations.toolbar.view')}</legend>
            {(['calendar', 'list'] as const).map((view) => {
              const Icon = view === 'calendar' ? CalendarDays : List
              return (
                <button
                  key={view}
                  type="button"
                  aria-pressed={props.view === view}
                  onClick={() => props.onViewChange(view)}
                  className={clsx(
                    'inline-flex h-9 items-center gap-1.5 rounded-lg px-3 font-medium text-sm',
                    props.view === view ? 'bg-stone-900 text-white' : 'text-stone-700 hover:bg-stone-900/5',
                  )}
                >
                  <Icon aria-hidden className="size-4" />
                  {t(`reservations.toolbar.views.${view}`)}
                </button>
              )
            })}
          </fieldset>
          <Button id={NEW_APPOINTMENT_BUTTON_ID} onClick={props.onCreate}>
            <Plus aria-hidden />
            <span className="max-sm:sr-only">{t('reservations.toolbar.new')}</span>
          </Button>
        </div>
      </div>
      <search
        aria-label={t('reservations.toolbar.filters')}
        className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-3 sm:grid-cols-[12rem_1fr]"
      >
        <label className="block text-sm">
          <span className="font-medium text-stone-800">{t('reservations.toolbar.status')}</span>
          <select
            value={props.status}
            onChange={(event) => props.onStatusChange(event.target.value as AppointmentFilter)}
            className="mt-1 h-10 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900"
          >
            {APPOINTMENT_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {t(`reservations.filters.${filter}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm">
          <span className="font-medium text-stone-800">{t('reservations.toolbar.search')}</span>
          <input
            type="search"
            value={props.search}
            onChange={(event) => props.onSearchChange(event.target.value)}
            placeholder={t('reservations.toolbar.searchPlaceholder')}
            className="mt-1 h-10 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 placeholder:text-stone-500"
          />
        </label>
      </search>
    </div>
  )
}

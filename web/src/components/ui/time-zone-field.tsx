import { clsx } from 'clsx'
import { Check, ChevronsUpDown } from 'lucide-react'
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  describeTimeZone,
  filterTimeZoneOptions,
  listTimeZoneOptions,
  type TimeZoneOption,
} from '../../lib/time-zone-options.ts'
import { FieldError, FieldLabel } from './form-field.tsx'

type Props = {
  label: string
  /** The chosen IANA zone ("America/Bogota"). */
  value: string
  onChange: (zone: string) => void
  /** A message at the field (the server's "that time zone does not exist"), already translated; it marks the field invalid. */
  error?: string
  /** A line under the field about what the zone governs. */
  hint?: string
  className?: string
}

const optionText = (option: TimeZoneOption) => `${option.city} (${option.offset})`
const zoneText = (option: TimeZoneOption) => (option.name ? `${option.zone} · ${option.name}` : option.zone)

/**
 * A searchable list of every IANA time zone (decision 041), as an ARIA 1.2 combobox: type to filter (by
 * place, region, offset or the zone's localized name), arrows to move, Enter to choose, Escape to leave it as
 * it was. Only a zone of the list can be chosen; what is typed is a search, never a value. Four hundred zones
 * fit no native select a person can search, so this one is written out.
 */
export function TimeZoneField({ label, value, onChange, error, hint, className }: Props) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const listId = `${id}-list`
  const errorId = `${id}-error`
  const zoneId = `${id}-zone`
  const hintId = `${id}-hint`
  const options = useMemo(() => listTimeZoneOptions(i18n.language, new Date()), [i18n.language])
  const selected = useMemo(() => describeTimeZone(value, i18n.language, new Date()), [value, i18n.language])
  const [query, setQuery] = useState<string | undefined>(undefined)
  const [activeIndex, setActiveIndex] = useState(0)
  const isOpen = query !== undefined
  const shown = useMemo(() => (isOpen ? filterTimeZoneOptions(options, query) : []), [isOpen, options, query])
  const isEmpty = isOpen && shown.length === 0

  const open = (text: string) => {
    const matches = filterTimeZoneOptions(options, text)
    setQuery(text)
    // The chosen zone is where the arrows start when the whole list opens.
    setActiveIndex(
      Math.max(
        0,
        matches.findIndex((option) => option.zone === value),
      ),
    )
  }
  const close = () => setQuery(undefined)
  const choose = (option: TimeZoneOption | undefined) => {
    if (option) onChange(option.zone)
    close()
  }

  const active = shown[activeIndex]
  // The active option kept in sight inside the list only: scrollIntoView would scroll the page as well.
  useEffect(() => {
    const list = document.getElementById(listId)
    const option = active ? document.getElementById(`${id}-${active.zone}`) : null
    if (!list || !option) return
    if (option.offsetTop < list.scrollTop) list.scrollTop = option.offsetTop
    const bottom = option.offsetTop + option.offsetHeight
    if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight
  }, [active, id, listId])

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!isOpen) return open('')
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActiveIndex((index) => Math.min(Math.max(index + step, 0), Math.max(shown.length - 1, 0)))
    } else if (event.key === 'Enter' && isOpen) {
      // Enter chooses inside the list; it must not submit the form around it.
      event.preventDefault()
      choose(active)
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault()
      close()
    }
  }

  const describedBy = [error ? errorId : zoneId, hint && !error ? hintId : undefined]
    .filter(Boolean)
    .join(' ')
  return (
    <div className={clsx('relative', className)}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="relative mt-1.5">
        <input
          id={id}
          type="text"
          role="combobox"
          aria-expanded={isOpen}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={isOpen && active ? `${id}-${active.zone}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          spellCheck={false}
          value={isOpen ? query : optionText(selected)}
          placeholder={t('forms.timeZone.placeholder')}
          onChange={(event) => {
            setQuery(event.target.value)
            setActiveIndex(0)
          }}
          onClick={() => (isOpen ? undefined : open(''))}
          onKeyDown={onKeyDown}
          onBlur={close}
          className={clsx(
            'h-11 w-full rounded-xl border border-stone-300 bg-white pr-10 pl-3.5 text-base text-stone-900 shadow-sm',
            'transition-colors placeholder:text-stone-500 hover:border-stone-400 focus-visible:border-brand-600',
            'aria-invalid:border-red-600',
          )}
        />
        <ChevronsUpDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3 size-4.5 -translate-y-1/2 text-stone-500"
        />
      </div>
      <p id={zoneId} className="mt-1.5 text-sm text-stone-600">
        {zoneText(selected)}
      </p>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      {hint && !error ? (
        <p id={hintId} className="mt-1.5 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      <div
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!isOpen || shown.length === 0}
        className="absolute inset-x-0 z-30 mt-1 max-h-72 overflow-y-auto rounded-xl border border-stone-200 bg-white p-1 shadow-lg"
      >
        {shown.map((option, index) => (
          <div
            key={option.zone}
            id={`${id}-${option.zone}`}
            role="option"
            // Focus stays in the input (aria-activedescendant); the option is reachable, not tabbable.
            tabIndex={-1}
            aria-selected={option.zone === value}
            // Chosen on mousedown, before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault()
              choose(option)
            }}
            onMouseMove={() => setActiveIndex(index)}
            className={clsx(
              'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm',
              index === activeIndex ? 'bg-brand-50 text-stone-900' : 'text-stone-800',
            )}
          >
            <span className="w-24 shrink-0 text-stone-600 tabular-nums">{option.offset}</span>
            <span className="min-w-0 flex-1">
              <span className="block font-medium">{option.city}</span>
              <span className="block truncate text-stone-600 text-xs">{zoneText(option)}</span>
            </span>
            {option.zone === value ? <Check aria-hidden className="size-4 shrink-0 text-brand-700" /> : null}
          </div>
        ))}
      </div>
      {/* Outside the listbox, which may hold options only; always in the page so that it is said when it fills. */}
      <p
        role="status"
        className={
          isEmpty
            ? 'absolute inset-x-0 z-30 mt-1 rounded-xl border border-stone-200 bg-white px-4 py-3 text-sm text-stone-600 shadow-lg'
            : 'sr-only'
        }
      >
        {isEmpty ? t('forms.timeZone.noMatch') : ''}
      </p>
    </div>
  )
}

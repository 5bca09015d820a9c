import { clsx } from 'clsx'
import { Check, ChevronsUpDown } from 'lucide-react'
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { listTimeZones } from '#domain/settings/time-zones.ts'
import { FieldError, FieldLabel } from './form-field.tsx'

/** A zone as the list shows it: "Bogota" from "America/Bogota", "Buenos Aires" from its three parts. */
export function timeZoneCity(zone: string): string {
  return (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ')
}

/** "GMT-5", "GMT+5:30": the zone's offset now, as the interface's language writes it. */
export function timeZoneOffset(zone: string, language: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat(language, {
    timeZone: zone,
    timeZoneName: 'shortOffset',
  }).formatToParts(now)
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? ''
}

/** Lower case without accents, so "bogota" finds "Bogotá" and "sao" finds "Sao_Paulo". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replaceAll('_', ' ')
}

type Option = { zone: string; city: string; offset: string; searchText: string }

function useOptions(language: string): Option[] {
  return useMemo(
    () =>
      listTimeZones().map((zone) => {
        const offset = timeZoneOffset(zone, language)
        return { zone, city: timeZoneCity(zone), offset, searchText: fold(`${zone} ${offset}`) }
      }),
    [language],
  )
}

type Props = {
  label: string
  /** The chosen IANA zone ("America/Bogota"). */
  value: string
  onChange: (zone: string) => void
  /** A message under the field; it also marks the field invalid. */
  error?: string
  hint?: string
  className?: string
}

/**
 * A searchable list of every IANA time zone (issue 21): an ARIA combobox where typing filters by zone, city or
 * offset ("bogota", "madrid", "gmt-5"), the arrows move through the matches, Enter chooses, Escape gives up.
 * Only a zone of the list can be chosen; what is typed is a search, never a value.
 */
export function TimeZoneField({ label, value, onChange, error, hint, className }: Props) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const listId = `${id}-list`
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const options = useOptions(i18n.language)
  const inputRef = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState<string | null>(null)
  const [active, setActive] = useState(0)
  const isOpen = query !== null

  const matches = useMemo(() => {
    if (!query) return options
    const words = fold(query).split(/\s+/).filter(Boolean)
    return options.filter((option) => words.every((word) => option.searchText.includes(word)))
  }, [options, query])

  const chosen = options.find((option) => option.zone === value)
  const shown = chosen ? `${chosen.zone} (${chosen.offset})` : value

  const open = (text: string) => {
    setQuery(text)
    setActive(0)
  }
  const close = () => setQuery(null)
  const choose = (zone: string) => {
    onChange(zone)
    close()
  }
  const scrollTo = (index: number) =>
    document.getElementById(`${listId}-${index}`)?.scrollIntoView?.({ block: 'nearest' })

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!isOpen) return open('')
      const step = event.key === 'ArrowDown' ? 1 : -1
      const next = Math.max(0, Math.min(matches.length - 1, active + step))
      setActive(next)
      scrollTo(next)
    } else if (event.key === 'Enter' && isOpen) {
      // Enter chooses inside the list; it must not submit the form around it.
      event.preventDefault()
      const option = matches[active]
      if (option) choose(option.zone)
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault()
      close()
    }
  }

  const describedBy = [error ? errorId : undefined, hint && !error ? hintId : undefined]
    .filter(Boolean)
    .join(' ')
  return (
    <div className={clsx('relative', className)}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="relative mt-1.5">
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-expanded={isOpen}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={isOpen && matches[active] ? `${listId}-${active}` : undefined}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={describedBy || undefined}
          placeholder={t('forms.timeZone.placeholder')}
          value={isOpen ? query : shown}
          onChange={(event) => open(event.target.value)}
          onFocus={(event) => event.target.select()}
          onClick={() => (isOpen ? undefined : open(''))}
          onBlur={close}
          onKeyDown={onKeyDown}
          className="h-11 w-full rounded-xl border border-stone-300 bg-white pr-10 pl-3.5 text-base text-stone-900 shadow-sm transition-colors placeholder:text-stone-500 hover:border-stone-400 focus-visible:border-brand-600 aria-invalid:border-red-600"
        />
        <ChevronsUpDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone-500"
        />
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!isOpen || matches.length === 0}
        className="absolute z-30 mt-1 max-h-72 w-full overflow-y-auto rounded-xl border border-stone-200 bg-white py-1 shadow-lg"
      >
        {isOpen
          ? matches.map((option, index) => (
              <div
                key={option.zone}
                id={`${listId}-${index}`}
                role="option"
                // Focus stays in the input (aria-activedescendant); the option is reachable, not tabbable.
                tabIndex={-1}
                aria-selected={option.zone === value}
                // Chosen on mouse down, before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault()
                  choose(option.zone)
                }}
                onMouseMove={() => setActive(index)}
                className={clsx(
                  'flex cursor-pointer items-center gap-2 px-3.5 py-2 text-sm',
                  index === active ? 'bg-brand-50 text-brand-900' : 'text-stone-800',
                )}
              >
                <Check
                  aria-hidden
                  className={clsx('size-4 shrink-0', option.zone === value ? 'text-brand-700' : 'invisible')}
                />
                <span className="min-w-0 flex-1 truncate">
                  {option.city} <span className="text-stone-600">· {option.zone}</span>
                </span>
                <span className="shrink-0 text-stone-600 tabular-nums">{option.offset}</span>
              </div>
            ))
          : null}
      </div>
      {/* Outside the listbox, which may hold options only; said aloud when it appears. */}
      <p
        aria-live="polite"
        className={clsx(isOpen && matches.length === 0 ? 'mt-1.5 text-sm text-stone-600' : 'sr-only')}
      >
        {isOpen && matches.length === 0 ? t('forms.timeZone.noMatch') : ''}
      </p>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      {hint && !error ? (
        <p id={hintId} className="mt-1.5 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

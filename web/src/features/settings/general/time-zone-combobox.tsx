import { clsx } from 'clsx'
import { Check, ChevronsUpDown } from 'lucide-react'
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldError, FieldLabel } from '../../../components/ui/form-field.tsx'
import {
  describeTimeZone,
  filterTimeZoneOptions,
  listTimeZoneOptions,
  type TimeZoneOption,
} from './time-zone-options.ts'

type Props = {
  label: string
  value: string
  onChange: (zone: string) => void
  /** A message at the field (the server's "that time zone does not exist"), already translated. */
  error?: string
}

const optionText = (option: TimeZoneOption) => `${option.city} (${option.offset})`

/**
 * The time-zone list as an ARIA 1.2 combobox: type to filter (by place, region, offset or the zone's name),
 * arrows to move, Enter to choose, Escape to leave it as it was. Four hundred zones fit no native select a
 * person can search, so this one is written out.
 */
export function TimeZoneCombobox({ label, value, onChange, error }: Props) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const listId = `${id}-list`
  const errorId = `${id}-error`
  const options = useMemo(() => listTimeZoneOptions(i18n.language, new Date()), [i18n.language])
  const selected = useMemo(() => describeTimeZone(value, i18n.language, new Date()), [value, i18n.language])
  const [query, setQuery] = useState<string | undefined>(undefined)
  const [activeIndex, setActiveIndex] = useState(0)
  const isOpen = query !== undefined
  const shown = useMemo(() => (isOpen ? filterTimeZoneOptions(options, query) : []), [isOpen, options, query])

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
  useEffect(() => {
    if (!active) return
    document.getElementById(`${id}-${active.zone}`)?.scrollIntoView?.({ block: 'nearest' })
  }, [active, id])

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!isOpen) return open('')
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActiveIndex((index) => Math.min(Math.max(index + step, 0), Math.max(shown.length - 1, 0)))
    } else if (event.key === 'Enter' && isOpen) {
      event.preventDefault()
      choose(active)
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault()
      close()
    }
  }

  return (
    <div className="relative">
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
          aria-describedby={error ? errorId : `${id}-zone`}
          autoComplete="off"
          spellCheck={false}
          value={isOpen ? query : optionText(selected)}
          placeholder={t('settings.general.timeZoneSearch')}
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
      <p id={`${id}-zone`} className="mt-1.5 text-sm text-stone-600">
        {selected.name ? `${selected.zone} · ${selected.name}` : selected.zone}
      </p>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      <div
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!isOpen || shown.length === 0}
        className="absolute inset-x-0 z-20 mt-1 max-h-72 overflow-y-auto rounded-xl border border-stone-200 bg-white p-1 shadow-lg"
      >
        {shown.map((option, index) => (
          <div
            key={option.zone}
            id={`${id}-${option.zone}`}
            role="option"
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
              <span className="block truncate text-stone-600 text-xs">
                {option.name ? `${option.zone} · ${option.name}` : option.zone}
              </span>
            </span>
            {option.zone === value ? <Check aria-hidden className="size-4 shrink-0 text-brand-700" /> : null}
          </div>
        ))}
      </div>
      {isOpen && shown.length === 0 ? (
        <p
          role="status"
          className="absolute inset-x-0 z-20 mt-1 rounded-xl border border-stone-200 bg-white px-4 py-3 text-sm text-stone-600 shadow-lg"
        >
          {t('settings.general.timeZoneNone')}
        </p>
      ) : null}
    </div>
  )
}

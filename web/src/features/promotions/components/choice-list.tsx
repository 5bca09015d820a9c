import { clsx } from 'clsx'
import { Search, X } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldError } from '../../../components/ui/form-field.tsx'
import { choiceState, type PartedSelection, toggleWhole } from '../choice-parts.ts'
import { foldText } from '../promotion-list.ts'
import { ChoiceRow } from './choice-row.tsx'

export type ChoicePart = { id: string; label: string; hint?: string }
/** A choice; with `parts` (a product's sizes) it may be chosen whole or by some of them. */
export type Choice = { id: string; label: string; hint?: string; parts?: ChoicePart[] }
/** How much is chosen: choices whole, and parts chosen alone. */
export type ChosenCount = { whole: number; parts: number }

type Props = {
  /** The list's name ("Productos"), its legend and the search box's. */
  label: string
  choices: Choice[]
  selected: string[]
  onChange: (selected: string[]) => void
  /** The parts chosen on their own, for choices with parts. */
  selectedParts?: string[]
  /** Called instead of `onChange` when a list has parts: both lists change together. */
  onSelectionChange?: (selection: PartedSelection) => void
  error?: string
  /** A search box above the list; the six tags need none. */
  isSearchable?: boolean
  /** Says how much is chosen in the list's own words ("2 productos y 1 tamaño"); "2 elegidos" by default; asked only when something is. */
  describeChosen?: (count: ChosenCount) => string
}

/**
 * A searchable multi-select: the chosen ones as chips (each with its remove button), a search box, and the
 * matching choices as a list of checkboxes, so the keyboard moves with Tab and chooses with Space, and a screen
 * reader hears each one's name and state. Chips keep a chosen choice in view while the search hides it.
 */
export function ChoiceList({
  label,
  choices,
  selected,
  onChange,
  selectedParts = [],
  onSelectionChange,
  error,
  isSearchable = true,
  describeChosen,
}: Props) {
  const { t } = useTranslation()
  const [search, setSearch] = useState('')
  const id = useId()
  const errorId = `${id}-error`
  const words = foldText(search).split(/\s+/).filter(Boolean)
  const shown = choices.filter((choice) => {
    const parts = choice.parts?.map((part) => part.label).join(' ') ?? ''
    const text = foldText(`${choice.label} ${choice.hint ?? ''} ${parts}`)
    return words.every((word) => text.includes(word))
  })
  const selection = { selected, selectedParts }
  const change = (next: PartedSelection) =>
    onSelectionChange ? onSelectionChange(next) : onChange(next.selected)
  const toggle = (choiceId: string) => {
    const choice = choices.find((item) => item.id === choiceId)
    if (choice) change(toggleWhole(choices, choice, selection))
  }
  // The chips, in the choices' order: a choice chosen whole, or each of its parts chosen alone ("Pizza · Familiar").
  const chips = choices.flatMap((choice) => {
    const state = choiceState(choice, selection)
    if (state === 'whole') {
      return [{ id: choice.id, label: choice.label, isPart: false, remove: () => toggle(choice.id) }]
    }
    if (state === 'none') return []
    return (choice.parts ?? [])
      .filter((part) => selectedParts.includes(part.id))
      .map((part) => ({
        id: part.id,
        label: `${choice.label} · ${part.label}`,
        isPart: true,
        remove: () => change({ selected, selectedParts: selectedParts.filter((item) => item !== part.id) }),
      }))
  })
  const partCount = chips.filter((chip) => chip.isPart).length

  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="flex w-full items-baseline justify-between font-medium text-sm text-stone-800">
        {label}
        {/* An empty list says nothing: "0 elegidos" under a list nobody has touched yet is noise. */}
        {chips.length > 0 ? (
          <span className="font-normal text-stone-600">
            {describeChosen
              ? describeChosen({ whole: chips.length - partCount, parts: partCount })
              : t('promotions.wizard.chosen', { count: chips.length })}
          </span>
        ) : null}
      </legend>
      {chips.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-1.5">
          {chips.map((chip) => (
            <li key={chip.id}>
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-brand-900 text-sm">
                {chip.label}
                <button
                  type="button"
                  aria-label={t('promotions.wizard.remove', { name: chip.label })}
                  onClick={chip.remove}
                  className="inline-flex size-6 items-center justify-center rounded-full hover:bg-brand-100"
                >
                  <X aria-hidden className="size-3.5" />
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {isSearchable ? (
        <div className="relative mt-2">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
          />
          <input
            type="search"
            aria-label={t('promotions.wizard.filter', { list: label.toLocaleLowerCase() })}
            placeholder={t('promotions.wizard.filter', { list: label.toLocaleLowerCase() })}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            // Enter in the box must not go on to the next step.
            onKeyDown={(event) => (event.key === 'Enter' ? event.preventDefault() : undefined)}
            className="h-10 w-full rounded-xl border border-stone-300 bg-white pr-3 pl-9 text-base text-stone-900 shadow-sm hover:border-stone-400 focus-visible:border-brand-600"
          />
        </div>
      ) : null}
      <ul
        className={clsx(
          'mt-2 rounded-xl border border-stone-200 p-1',
          // A long list scrolls inside its box, so the dates below stay near; the six tags fit as they are.
          isSearchable ? 'max-h-52 overflow-y-auto' : 'sm:grid sm:grid-cols-2',
        )}
      >
        {shown.map((choice) => (
          <ChoiceRow
            key={choice.id}
            choice={choice}
            choices={choices}
            selection={selection}
            onChange={change}
          />
        ))}
        {shown.length === 0 ? (
          <li className="px-2.5 py-2 text-sm text-stone-600">
            {choices.length === 0
              ? t('promotions.wizard.nothingToChoose')
              : t('promotions.wizard.nothingMatches', { text: search.trim() })}
          </li>
        ) : null}
      </ul>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  )
}

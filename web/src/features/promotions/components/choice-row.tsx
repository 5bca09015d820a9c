import { ChevronDown } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { choiceState, isPartChosen, type PartedSelection, togglePart, toggleWhole } from '../choice-parts.ts'
import type { Choice } from './choice-list.tsx'

type Props = {
  choice: Choice
  choices: Choice[]
  selection: PartedSelection
  onChange: (selection: PartedSelection) => void
}

const rowClasses = 'flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 hover:bg-stone-50'

/**
 * One choice of a ChoiceList: its checkbox, and for a choice with parts (a product's sizes) a button that
 * opens the parts' own checkboxes. Its checkbox is half-checked ("mixed") while only some parts are chosen;
 * a part of a choice chosen whole shows checked.
 */
export function ChoiceRow({ choice, choices, selection, onChange }: Props) {
  const { t } = useTranslation()
  const state = choiceState(choice, selection)
  // A choice reached by some parts opens with them in view: what is chosen is never hidden.
  const [isOpen, setIsOpen] = useState(state === 'some')
  const partsId = useId()
  const parts = choice.parts ?? []
  return (
    <li>
      <div className="flex items-center gap-1">
        <label className={`${rowClasses} min-w-0 flex-1`}>
          <input
            type="checkbox"
            checked={state === 'whole'}
            ref={(box) => {
              if (box) box.indeterminate = state === 'some'
            }}
            onChange={() => onChange(toggleWhole(choices, choice, selection))}
            className="size-4.5 shrink-0 accent-brand-600"
          />
          <span className="min-w-0 flex-1">
            <span className="block text-stone-900">{choice.label}</span>
            {choice.hint ? <span className="block text-stone-600 text-xs">{choice.hint}</span> : null}
          </span>
        </label>
        {parts.length > 0 ? (
          <button
            type="button"
            aria-expanded={isOpen}
            aria-controls={partsId}
            aria-label={t('promotions.wizard.chooseSizesOf', { name: choice.label })}
            onClick={() => setIsOpen((open) => !open)}
            className="inline-flex h-10 shrink-0 items-center gap-1 rounded-lg px-2.5 text-brand-800 text-sm hover:bg-stone-100"
          >
            {t('promotions.wizard.chooseSizes')}
            <ChevronDown
              aria-hidden
              className={`size-4 transition-transform ${isOpen ? 'rotate-180' : ''}`}
            />
          </button>
        ) : null}
      </div>
      {parts.length > 0 && isOpen ? (
        <ul
          id={partsId}
          aria-label={t('promotions.wizard.sizesOf', { name: choice.label })}
          className="mb-1 ml-7 border-stone-200 border-l pl-2"
        >
          {parts.map((part) => (
            <li key={part.id}>
              <label className={rowClasses}>
                <input
                  type="checkbox"
                  checked={isPartChosen(choice, part.id, selection)}
                  onChange={() => onChange(togglePart(choices, choice, part.id, selection))}
                  className="size-4.5 shrink-0 accent-brand-600"
                />
                <span className="min-w-0 flex-1">
                  <span className="block text-stone-900">{part.label}</span>
                  {part.hint ? <span className="block text-stone-600 text-xs">{part.hint}</span> : null}
                </span>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  )
}

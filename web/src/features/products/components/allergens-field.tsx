import { clsx } from 'clsx'
import { useId } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ALLERGENS, type Allergen, orderAllergens } from '#domain/catalogues/allergens.ts'
import { AllergenIcon } from '../../../entities/catalogue/components/allergen-icon.tsx'
import type { MessageKey } from '../../../lib/i18n.ts'
import type { ProductFormApi } from './product-form.ts'

/** What a product says of one allergen: nothing, that it contains it, or that it may contain traces. */
type Mark = 'none' | 'contains' | 'traces'

/**
 * "Alérgenos": the 14 allergens (decision 053) as a grid of tiles, each with its drawing, its name and two
 * choices, "Contiene" and "Trazas". Why two named choices rather than one tile that cycles through
 * no → contiene → trazas: an owner reads every tile's state at a glance in words, reaches either state with
 * one tap, and never has to learn a hidden cycle; each choice is a native checkbox, so Tab, Space and screen
 * readers work as everywhere else. Marking one takes the allergen off the other: a product contains an
 * allergen or may hold traces of it, never both (domain/catalogues/allergens.ts). Two columns on a phone,
 * three from `sm` up, so the 14 stay within a screen or so.
 */
export function AllergensField({ form }: { form: ProductFormApi }) {
  const { t } = useTranslation()
  const hintId = useId()
  const [contained, traces] = useWatch({ control: form.control, name: ['allergens', 'allergenTraces'] })

  const markOf = (allergen: Allergen): Mark =>
    contained.includes(allergen) ? 'contains' : traces.includes(allergen) ? 'traces' : 'none'
  const mark = (allergen: Allergen, next: Mark) => {
    const others = (list: Allergen[]) => list.filter((item) => item !== allergen)
    const options = { shouldDirty: true }
    form.setValue(
      'allergens',
      orderAllergens(next === 'contains' ? [...contained, allergen] : others(contained)),
      options,
    )
    form.setValue(
      'allergenTraces',
      orderAllergens(next === 'traces' ? [...traces, allergen] : others(traces)),
      options,
    )
  }

  return (
    <fieldset aria-describedby={hintId}>
      <legend className="font-medium text-sm text-stone-800">{t('products.dialog.allergens.legend')}</legend>
      <p id={hintId} className="mt-0.5 text-sm text-stone-600">
        {t('products.dialog.allergens.hint')}
      </p>
      <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {ALLERGENS.map((allergen) => (
          <AllergenTile
            key={allergen}
            allergen={allergen}
            mark={markOf(allergen)}
            onMark={(next) => mark(allergen, next)}
          />
        ))}
      </ul>
    </fieldset>
  )
}

const TILE: Record<Mark, string> = {
  none: 'border-stone-200 bg-white',
  contains: 'border-brand-600 bg-brand-50',
  // Dashed as well as tinted: "may contain" reads apart from "contains" without telling colours apart.
  traces: 'border-amber-600 border-dashed bg-amber-50',
}

const ICON: Record<Mark, string> = {
  none: 'text-stone-600',
  contains: 'text-brand-700',
  traces: 'text-amber-800',
}

type TileProps = { allergen: Allergen; mark: Mark; onMark: (mark: Mark) => void }

function AllergenTile({ allergen, mark, onMark }: TileProps) {
  const { t, i18n } = useTranslation()
  const name = t(`allergens.${allergen}`)
  // Said inside a sentence ("Contiene gluten", "Traces of tree nuts"): the name in lower case.
  const inSentence = name.toLocaleLowerCase(i18n.language)
  return (
    <li className={clsx('flex flex-col justify-between gap-2 rounded-xl border p-2', TILE[mark])}>
      <span className="flex items-start gap-1.5 font-medium text-sm text-stone-900 leading-tight">
        <AllergenIcon allergen={allergen} className={clsx('size-5 shrink-0', ICON[mark])} />
        <span className="pt-0.5">{name}</span>
      </span>
      <span className="grid grid-cols-2 gap-1">
        {CHOICES.map(({ choice, label, name, checkedClass }) => (
          <MarkChoice
            key={choice}
            label={t(label)}
            accessibleName={t(name, { name: inSentence })}
            isChecked={mark === choice}
            checkedClass={checkedClass}
            onChange={() => onMark(mark === choice ? 'none' : choice)}
          />
        ))}
      </span>
    </li>
  )
}

/** The tile's two choices: their words, their names for screen readers, and how each looks when chosen. */
const CHOICES = [
  {
    choice: 'contains',
    label: 'products.dialog.allergens.contains',
    name: 'products.dialog.allergens.containsName',
    checkedClass: 'border-brand-600 bg-brand-600 text-white',
  },
  {
    choice: 'traces',
    label: 'products.dialog.allergens.traces',
    name: 'products.dialog.allergens.tracesName',
    checkedClass: 'border-amber-600 bg-amber-100 text-amber-900',
  },
] as const satisfies readonly { choice: Mark; label: MessageKey; name: MessageKey; checkedClass: string }[]

type ChoiceProps = {
  /** The short word shown ("Contiene"). */
  label: string
  /** What a screen reader hears, starting with the word shown ("Contiene gluten"). */
  accessibleName: string
  isChecked: boolean
  checkedClass: string
  onChange: () => void
}

/** A native checkbox drawn as half of the tile's two-part choice. */
function MarkChoice({ label, accessibleName, isChecked, checkedClass, onChange }: ChoiceProps) {
  return (
    <label className="relative block cursor-pointer">
      <input
        type="checkbox"
        checked={isChecked}
        onChange={onChange}
        aria-label={accessibleName}
        className="peer absolute inset-0 size-full cursor-pointer opacity-0"
      />
      <span
        aria-hidden
        className={clsx(
          'flex h-8 items-center justify-center rounded-lg border px-1 text-xs transition-colors',
          'peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 peer-focus-visible:outline-offset-2',
          isChecked
            ? clsx('font-semibold', checkedClass)
            : 'border-stone-300 bg-white text-stone-700 peer-hover:border-stone-400 peer-hover:bg-stone-50',
        )}
      >
        {label}
      </span>
    </label>
  )
}

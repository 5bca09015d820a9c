import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Allergen } from '#domain/catalogues/allergens.ts'
import type { DraftExtras } from '../review-extras.ts'

/** An allergen's name in the screen's language. */
function useAllergenName(): (allergen: Allergen) => string {
  const { t } = useTranslation()
  return (allergen) => t(`allergens.${allergen}`)
}

/**
 * What the menu printed beside an item's name and prices, in the preview's row: its English name (read as
 * English by a screen reader) and its allergens in one short line ("Alérgenos: Gluten, Lácteos · Puede
 * contener: Frutos de cáscara"); for a set menu, its courses and their dishes.
 */
export function ItemExtrasSummary({ item }: { item: DraftExtras }) {
  const { t } = useTranslation()
  const nameOf = useAllergenName()
  const list = (allergens: readonly Allergen[]) => allergens.map(nameOf).join(', ')
  const parts = [
    item.allergens.length > 0 ? t('menuAnalyses.preview.allergens', { list: list(item.allergens) }) : '',
    item.allergenTraces.length > 0
      ? t('menuAnalyses.preview.traces', { list: list(item.allergenTraces) })
      : '',
  ].filter(Boolean)
  return (
    <>
      {item.english.name ? (
        <span className="mt-0.5 block text-sm text-stone-500 italic">
          <span className="sr-only">{t('menuAnalyses.preview.inEnglish')}</span>{' '}
          <span lang="en">{item.english.name}</span>
        </span>
      ) : null}
      {parts.length > 0 ? (
        <span data-allergens className="mt-1 block text-stone-700 text-xs">
          {parts.join(' · ')}
        </span>
      ) : null}
      {item.courses.length > 0 ? (
        <span data-courses className="mt-1 block text-sm text-stone-700">
          {t('menuAnalyses.preview.setMenu')}{' '}
          {item.courses
            .map((course) => `${course.name}: ${course.choices.map((choice) => choice.name).join(', ')}`)
            .join(' · ')}
        </span>
      ) : null}
    </>
  )
}

type ChipsProps = {
  allergens: readonly Allergen[]
  /** Names the remove button's action: "Quitar Gluten", "Quitar trazas de Sésamo". */
  removeKey: 'menuAnalyses.dialog.removeAllergen' | 'menuAnalyses.dialog.removeTrace'
  onRemove: (allergen: Allergen) => void
}

/** The allergens read for an item, each with a button that takes it off. */
export function AllergenChips({ allergens, removeKey, onRemove }: ChipsProps) {
  const { t } = useTranslation()
  const nameOf = useAllergenName()
  return (
    <ul className="mt-1.5 flex flex-wrap gap-1.5">
      {allergens.map((allergen) => (
        <li
          key={allergen}
          className="inline-flex items-center gap-0.5 rounded-full bg-amber-50 py-0.5 pr-0.5 pl-2.5 text-amber-950 text-sm ring-1 ring-amber-200"
        >
          {nameOf(allergen)}
          <button
            type="button"
            aria-label={t(removeKey, { name: nameOf(allergen) })}
            onClick={() => onRemove(allergen)}
            className="inline-flex size-7 items-center justify-center rounded-full text-amber-900 hover:bg-amber-100"
          >
            <X aria-hidden className="size-3.5" />
          </button>
        </li>
      ))}
    </ul>
  )
}

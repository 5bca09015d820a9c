import { useTranslation } from 'react-i18next'
import { ALLERGENS, type Allergen, orderAllergens } from '#domain/catalogues/allergens.ts'
import { AllergenIcon } from '../../../entities/catalogue/components/allergen-icon.tsx'

type Props = { dishName: string; value: readonly Allergen[]; onChange: (allergens: Allergen[]) => void }

/**
 * The allergens of a dish typed only for the menu, folded under its line: one box per allergen of the 14,
 * named by the regulation's words. A dish of the catalogue carries its own and shows no boxes.
 */
export function ChoiceAllergens({ dishName, value, onChange }: Props) {
  const { t } = useTranslation()
  const toggle = (allergen: Allergen, isOn: boolean) =>
    onChange(orderAllergens(isOn ? [...value, allergen] : value.filter((each) => each !== allergen)))
  return (
    <details className="group mt-1 text-sm">
      <summary className="cursor-pointer text-stone-600 hover:text-stone-900">
        {value.length > 0
          ? t('menus.choice.allergensCount', { count: value.length })
          : t('menus.choice.allergensNone')}
        <span className="sr-only"> · {dishName}</span>
      </summary>
      <fieldset className="mt-2 grid grid-cols-2 gap-1.5 sm:grid-cols-3">
        <legend className="sr-only">{t('menus.choice.allergensOf', { dish: dishName })}</legend>
        {ALLERGENS.map((allergen) => (
          <label
            key={allergen}
            className="flex items-center gap-2 rounded-lg border border-stone-200 px-2 py-1.5 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input
              type="checkbox"
              checked={value.includes(allergen)}
              onChange={(event) => toggle(allergen, event.target.checked)}
              className="accent-brand-600"
            />
            <AllergenIcon allergen={allergen} className="size-4" />
            {t(`allergens.${allergen}`)}
          </label>
        ))}
      </fieldset>
    </details>
  )
}

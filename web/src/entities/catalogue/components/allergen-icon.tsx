import { ALLERGEN_ICON_PATHS } from '#domain/catalogues/allergen-icons.ts'
import type { Allergen } from '#domain/catalogues/allergens.ts'

type Props = { allergen: Allergen; className?: string }

/**
 * One of the 14 allergens' line drawings (domain/catalogues/allergen-icons.ts), in the text colour.
 * Decorative: the allergen's name is always beside it or in the accessible name of what holds it.
 */
export function AllergenIcon({ allergen, className }: Props) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.3}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d={ALLERGEN_ICON_PATHS[allergen]} />
    </svg>
  )
}

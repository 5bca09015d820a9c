import { type Allergen, orderAllergens } from '#domain/catalogues/allergens.ts'
import type { StoredCourse } from '../../db/schema.ts'
import type { ProductRow } from '../catalogues/index.ts'

// Set menus as the diner reads them. A choice that names a dish of the catalogue shows that dish as it is now
// (its name, description, allergens, translations and "agotado hoy"); a choice typed for the menu shows what
// was typed. The menu itself carries, for the allergen filter, the allergens a diner cannot avoid: those every
// choice of some course contains, so a menu is hidden only when one of its courses leaves nothing to choose.

/** The set menus among `products` with their choices resolved and their unavoidable allergens. */
export function resolveSetMenus(products: readonly ProductRow[]): ProductRow[] {
  const dishes = new Map(products.filter((p) => p.kind === 'dish').map((p) => [p.id, p]))
  return products.map((product) => {
    if (product.kind !== 'menu') return product
    const courses = product.courses.map((course) => ({
      ...course,
      choices: course.choices.map((choice) => {
        const dish = choice.productId === null ? undefined : dishes.get(choice.productId)
        if (!dish) return choice
        return {
          ...choice,
          name: dish.name,
          description: dish.description,
          allergens: dish.allergens,
          allergenTraces: dish.allergenTraces,
          translations: dish.translations,
          soldOutUntil: laterOf(choice.soldOutUntil, dish.soldOutUntil?.toISOString() ?? null),
        }
      }),
    }))
    return { ...product, courses, ...unavoidableAllergens(courses) }
  })
}

function laterOf(first: string | null, second: string | null): string | null {
  if (first === null) return second
  if (second === null) return first
  return first > second ? first : second
}

/**
 * What a diner choosing from every course cannot avoid: an allergen every choice of a course contains, and as
 * a trace one every choice of a course contains or may contain.
 */
export function unavoidableAllergens(courses: readonly StoredCourse[]): {
  allergens: Allergen[]
  allergenTraces: Allergen[]
} {
  const contained = new Set<Allergen>()
  const traces = new Set<Allergen>()
  for (const { choices } of courses) {
    if (choices.length === 0) continue
    const [first, ...rest] = choices
    for (const allergen of first!.allergens) {
      if (rest.every((choice) => choice.allergens.includes(allergen))) contained.add(allergen)
    }
    for (const allergen of [...first!.allergens, ...first!.allergenTraces]) {
      if (
        rest.every(
          (choice) => choice.allergens.includes(allergen) || choice.allergenTraces.includes(allergen),
        )
      ) {
        traces.add(allergen)
      }
    }
  }
  return {
    allergens: orderAllergens(contained),
    allergenTraces: orderAllergens([...traces].filter((allergen) => !contained.has(allergen))),
  }
}

import { and, eq, inArray } from 'drizzle-orm'
import { type CourseInput, SET_MENU_MESSAGES } from '#domain/catalogues/set-menu.schema.ts'
import type { Database } from '../../db/database.ts'
import { products, type StoredCourse } from '../../db/schema.ts'
import { InvalidFieldsError } from '../../shared/errors.ts'
import { keepOrMint } from './product-variants.ts'

// A set menu's courses as its row keeps them: ids the editor sends back keep their course or choice (and a
// choice's "agotado hoy"), any other gets a fresh UUID; a choice that names a catalogue dish must name a dish
// of the same catalogue and business.

/** The courses to store for `input`, keeping the ids (and sold-out marks) that exist on the menu (`current`). */
export function toStoredCourses(
  input: readonly CourseInput[],
  current: readonly StoredCourse[] = [],
): StoredCourse[] {
  const knownCourses = new Set(current.map((course) => course.id))
  const knownChoices = new Map(
    current.flatMap((course) => course.choices.map((choice) => [choice.id, choice])),
  )
  const knownChoiceIds = new Set(knownChoices.keys())
  const takenCourses = new Set<string>()
  const takenChoices = new Set<string>()
  return input.map((course) => ({
    id: keepOrMint(course.id, knownCourses, takenCourses),
    name: course.name,
    translations: course.translations,
    choices: course.choices.map((choice) => {
      const id = keepOrMint(choice.id, knownChoiceIds, takenChoices)
      return {
        id,
        productId: choice.productId,
        name: choice.name,
        description: choice.description,
        allergens: choice.allergens,
        allergenTraces: choice.allergenTraces,
        translations: choice.translations,
        soldOutUntil: knownChoices.get(id)?.soldOutUntil ?? null,
      }
    }),
  }))
}

/**
 * Refuses, at its field, a choice naming a product that is not a dish of this catalogue of this business:
 * a menu shows the dish it names, so it must be one the owner can see.
 */
export async function requireChoicesInCatalogue(
  db: Database,
  businessId: string,
  catalogueId: string,
  courses: readonly CourseInput[],
) {
  const named = [
    ...new Set(courses.flatMap((course) => course.choices.flatMap((choice) => choice.productId ?? []))),
  ]
  if (named.length === 0) return
  const found = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.businessId, businessId),
        eq(products.catalogueId, catalogueId),
        eq(products.kind, 'dish'),
        inArray(products.id, named),
      ),
    )
  const known = new Set(found.map((row) => row.id))
  const fields: Record<string, string[]> = {}
  for (const [courseIndex, course] of courses.entries()) {
    for (const [choiceIndex, choice] of course.choices.entries()) {
      if (choice.productId !== null && !known.has(choice.productId)) {
        fields[`courses.${courseIndex}.choices.${choiceIndex}.productId`] = [
          SET_MENU_MESSAGES.choiceNotInCatalogue,
        ]
      }
    }
  }
  if (Object.keys(fields).length > 0) throw new InvalidFieldsError('validation_failed', fields)
}

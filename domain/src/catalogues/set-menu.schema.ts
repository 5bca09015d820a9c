import { z } from 'zod'
import { ALLERGEN_MESSAGES, AllergenListSchema, AllergenSchema } from './allergens.ts'
import { translationsSchema } from './translations.ts'

/**
 * A set menu (menú del día, almuerzo del día, comida corrida, menú ejecutivo): a product of its own kind with
 * one price (its variants: "Menú", "Medio menú"), courses in order each offering dishes to choose one from,
 * and what the price includes (pan, bebida). A choice is a dish of the catalogue (`productId`, whose name and
 * allergens the menu shows while it exists) or a dish typed only for the menu. Courses change every day.
 */

/** What a catalogue item is: a dish (or any product), or a set menu with courses. */
export const PRODUCT_KINDS = ['dish', 'menu'] as const
export type ProductKind = (typeof PRODUCT_KINDS)[number]

export const SET_MENU_LIMITS = {
  courses: 8,
  choices: 20,
  includes: 8,
  courseName: 80,
  choiceName: 160,
} as const

export const SET_MENU_MESSAGES = {
  courseNameRequired: 'menus.errors.courseNameRequired',
  choicesRequired: 'menus.errors.choicesRequired',
  choiceNameRequired: 'menus.errors.choiceNameRequired',
  coursesRequired: 'menus.errors.coursesRequired',
  tooManyCourses: 'menus.errors.tooManyCourses',
  tooManyChoices: 'menus.errors.tooManyChoices',
  choiceNotInCatalogue: 'menus.errors.choiceNotInCatalogue',
  coursesOfDish: 'menus.errors.coursesOfDish',
} as const

export const CourseTranslationsSchema = translationsSchema({
  name: z.string().max(SET_MENU_LIMITS.courseName),
})
export const ChoiceTranslationsSchema = translationsSchema({
  name: z.string().max(SET_MENU_LIMITS.choiceName),
  description: z.string().max(500),
})

export const CourseChoiceSchema = z.object({
  id: z.string(),
  /** The catalogue's dish it is, or null for a dish typed only for the menu. */
  productId: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  allergens: z.array(AllergenSchema),
  allergenTraces: z.array(AllergenSchema),
  translations: ChoiceTranslationsSchema,
  /** Sold out until this instant (the end of the business's day it was marked in), or null. */
  soldOutUntil: z.string().nullable(),
})
export type CourseChoice = z.infer<typeof CourseChoiceSchema>

export const CourseSchema = z.object({
  id: z.string(),
  name: z.string(),
  translations: CourseTranslationsSchema,
  choices: z.array(CourseChoiceSchema),
})
export type Course = z.infer<typeof CourseSchema>

export const CourseChoiceInputSchema = z
  .object({
    id: z.string().uuid().optional(),
    productId: z.string().uuid().nullable().default(null),
    name: z.string().trim().min(1, SET_MENU_MESSAGES.choiceNameRequired).max(SET_MENU_LIMITS.choiceName),
    description: z.string().trim().max(500).default(''),
    allergens: AllergenListSchema.default([]),
    allergenTraces: AllergenListSchema.default([]),
    translations: ChoiceTranslationsSchema.default({}),
  })
  .superRefine((choice, context) => {
    const contained = new Set(choice.allergens)
    if (choice.allergenTraces.some((allergen) => contained.has(allergen))) {
      context.addIssue({
        code: 'custom',
        path: ['allergenTraces'],
        message: ALLERGEN_MESSAGES.containedAndTrace,
      })
    }
  })
export type CourseChoiceInput = z.output<typeof CourseChoiceInputSchema>

export const CourseInputSchema = z.object({
  id: z.string().uuid().optional(),
  name: z.string().trim().min(1, SET_MENU_MESSAGES.courseNameRequired).max(SET_MENU_LIMITS.courseName),
  translations: CourseTranslationsSchema.default({}),
  choices: z
    .array(CourseChoiceInputSchema)
    .min(1, SET_MENU_MESSAGES.choicesRequired)
    .max(SET_MENU_LIMITS.choices, SET_MENU_MESSAGES.tooManyChoices),
})
export type CourseInput = z.output<typeof CourseInputSchema>

export const CoursesInputSchema = z
  .array(CourseInputSchema)
  .max(SET_MENU_LIMITS.courses, SET_MENU_MESSAGES.tooManyCourses)

export const IncludesInputSchema = z.array(z.string().trim().min(1).max(60)).max(SET_MENU_LIMITS.includes)

/** The starting courses of a new menú del día, in Spanish with their English. */
export const DEFAULT_COURSE_NAMES = [
  { name: 'Primeros', translations: { en: { name: 'Starters' } } },
  { name: 'Segundos', translations: { en: { name: 'Mains' } } },
  { name: 'Postre o café', translations: { en: { name: 'Dessert or coffee' } } },
] as const

import { z } from 'zod'
import { AllergenListSchema } from '../catalogues/allergens.ts'
import { CategoryTranslationsSchema } from '../catalogues/catalogue.schema.ts'
import { ProductTranslationsSchema } from '../catalogues/product.schema.ts'
import { CoursesInputSchema, IncludesInputSchema } from '../catalogues/set-menu.schema.ts'
import { checkLabels, VARIANT_LIMITS, VARIANT_MESSAGES } from '../catalogues/variant.schema.ts'

// A menu after the visitor reviewed it: what "Continuar" keeps in local storage under
// `analyzedMenu` and what becomes a catalogue after sign-in (sections → categories, items → products).

/** Longest texts a reviewed menu takes, in characters: the review names them instead of cutting a longer one. */
export const REVIEWED_MENU_LIMITS = {
  restaurantName: 120,
  sectionName: 120,
  itemName: 160,
  price: 40,
  description: 1000,
} as const

/** One of an item's prices as read and corrected: "Copa" "4,50 €"; the label '' when the menu prints none. */
export const ReviewedVariantSchema = z.object({
  label: z.string().trim().max(VARIANT_LIMITS.label, VARIANT_MESSAGES.labelTooLong),
  price: z.string().max(REVIEWED_MENU_LIMITS.price),
})
export type ReviewedVariant = z.infer<typeof ReviewedVariantSchema>

/**
 * An item as reviewed. `variants` lists its prices in printed order when it has two or more (sizes, glass and
 * bottle), each labelled and no label twice; then `price` is the first variant's. With [] (the default, and
 * what results kept before variants existed hold) `price` is the item's one price.
 */
export const ReviewedItemSchema = z
  .object({
    name: z.string().trim().min(1).max(REVIEWED_MENU_LIMITS.itemName),
    /** As shown and corrected ("$12.000", "12,50 €"), '' when none; turned into an exact decimal on import. */
    price: z.string().max(REVIEWED_MENU_LIMITS.price),
    variants: z.array(ReviewedVariantSchema).max(VARIANT_LIMITS.variants).default([]),
    description: z.string().max(REVIEWED_MENU_LIMITS.description),
    /**
     * The allergens the menu stated (decision 054) and the owner kept, in the Annex's order; a trace that is
     * also contained is dropped on import. [] in menus kept before allergens were read.
     */
    allergens: AllergenListSchema.default([]),
    allergenTraces: AllergenListSchema.default([]),
    /** The English a bilingual card printed beside the Spanish: `{ en: { name, description } }`, {} when none. */
    translations: ProductTranslationsSchema.default({}),
    /** A set menu's courses as read (menú del día): the item becomes a set menu; [] for a dish. */
    courses: CoursesInputSchema.default([]),
    /** What a set menu's price includes as read ("Pan", "Bebida"). */
    includes: IncludesInputSchema.default([]),
  })
  .superRefine((item, context) =>
    checkLabels(
      item.variants.map((variant) => variant.label),
      context,
      (index) => ['variants', index, 'label'],
      { required: VARIANT_MESSAGES.labelRequired, duplicate: VARIANT_MESSAGES.labelDuplicate },
      item.variants.length >= 2,
    ),
  )
export type ReviewedItem = z.infer<typeof ReviewedItemSchema>

export const ReviewedSectionSchema = z.object({
  name: z.string().trim().min(1).max(REVIEWED_MENU_LIMITS.sectionName),
  /** The heading's English on a bilingual card (`{ en: { name } }`), {} when none. */
  translations: CategoryTranslationsSchema.default({}),
  items: z.array(ReviewedItemSchema).max(500),
})

export const ReviewedMenuSchema = z.object({
  restaurantName: z.string().max(REVIEWED_MENU_LIMITS.restaurantName),
  /** ISO 4217 ('GBP'…) the menu's page printed, or '' when it printed none: the business's own currency then. */
  currency: z.string().max(3),
  sections: z.array(ReviewedSectionSchema).min(1).max(100),
})
export type ReviewedMenu = z.infer<typeof ReviewedMenuSchema>
/** A reviewed menu as a client sends it: what the schema defaults (allergens, translations) may be left out. */
export type ReviewedMenuInput = z.input<typeof ReviewedMenuSchema>

/**
 * The design a new catalogue made from a menu takes: the business's current one (its active catalogue's,
 * the default) or a fresh template. Either way the business keeps its own name and logo.
 */
export const MENU_DESIGN_CHOICES = ['current', 'template'] as const
export type MenuDesignChoice = (typeof MENU_DESIGN_CHOICES)[number]

/** What keeping a menu as a new catalogue sends: the reviewed menu and the owner's choice of design. */
export const NewMenuCatalogueSchema = ReviewedMenuSchema.extend({
  design: z.enum(MENU_DESIGN_CHOICES).default('current'),
})
export type NewMenuCatalogue = z.input<typeof NewMenuCatalogueSchema>

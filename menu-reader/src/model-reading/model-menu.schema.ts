import { z } from 'zod'
import {
  AnalysedMenuSchema,
  MenuAllergenSchema,
  MenuItemSchema,
  MenuSectionSchema,
  MenuVariantSchema,
} from '../analysed-menu.schema.ts'

// What a language model is asked to answer: the reader's own contract (analysed-menu.schema.ts) cut down to
// what is printed on the page, every field required, so that the same schema is the model's structured-output
// format and the check of its answer (parsed as zod does: unknown keys dropped). Ids, confidences, boxes,
// pages and review reasons are this side's: the page's words decide them (check-model-menu.ts).

export const ModelItemSchema = MenuItemSchema.pick({ name: true, price: true, description: true }).extend({
  /** Every printed price with its size ("Copa" "4,50"); [] when the dish prints one price or none. */
  variants: z.array(MenuVariantSchema),
  allergens: z.array(MenuAllergenSchema),
})

export type ModelItem = z.infer<typeof ModelItemSchema>

export const ModelSectionSchema = MenuSectionSchema.pick({ name: true }).extend({
  items: z.array(ModelItemSchema),
})

export const ModelMenuSchema = AnalysedMenuSchema.pick({ restaurantName: true, currency: true }).extend({
  sections: z.array(ModelSectionSchema),
})

export type ModelMenu = z.infer<typeof ModelMenuSchema>

/** How many dishes an answer holds. */
export const countModelItems = (answer: ModelMenu) =>
  answer.sections.reduce((sum, section) => sum + section.items.length, 0)

/**
 * The same schema as JSON Schema, for the model service's structured output: every object closed (zod's
 * output form), without the `$schema` line some services refuse. An answer is still read leniently: a key
 * the schema does not name is dropped, not a reason to refuse the answer.
 */
export function modelMenuJsonSchema(): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(ModelMenuSchema, { target: 'draft-7' })
  return schema
}

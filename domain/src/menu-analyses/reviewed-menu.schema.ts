import { z } from 'zod'

// A menu after the visitor reviewed it: what "Continuar" keeps in local storage under
// `analyzedMenu` and what becomes a catalogue after sign-in (sections → categories, items → products).

export const ReviewedItemSchema = z.object({
  name: z.string().trim().min(1).max(160),
  /** As shown and corrected ("$12.000", "12,50 €"), '' when none; turned into an exact decimal on import. */
  price: z.string().max(40),
  description: z.string().max(1000),
})
export type ReviewedItem = z.infer<typeof ReviewedItemSchema>

export const ReviewedSectionSchema = z.object({
  name: z.string().trim().min(1).max(120),
  items: z.array(ReviewedItemSchema).max(500),
})

export const ReviewedMenuSchema = z.object({
  restaurantName: z.string().max(120),
  /** ISO 4217 ('COP'…) or '' when unknown: the business's own currency is used then. */
  currency: z.string().max(3),
  sections: z.array(ReviewedSectionSchema).min(1).max(100),
})
export type ReviewedMenu = z.infer<typeof ReviewedMenuSchema>

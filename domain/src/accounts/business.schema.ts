import { z } from 'zod'
import { CurrencySchema } from '../money/currencies.ts'
import { COUNTRY_CODES } from './countries.ts'

/** A business as its owner sees it, in `GET /api/me` and the answer of `PATCH /api/business`. */
export const BusinessSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  /** ISO 4217: every price of the business is in it (docs/decisions/025-money-format.md). */
  currency: z.string(),
  /** The country its owner registered from: with the page's language, it decides how prices are written. */
  country: z.enum(COUNTRY_CODES),
  timeZone: z.string(),
  language: z.enum(['es', 'en']),
})
export type Business = z.infer<typeof BusinessSchema>

/**
 * What the owner changes of their business through `PATCH /api/business`: each field optional, at least one.
 * A new currency re-prices nothing: the same amounts are shown with its sign.
 */
export const BusinessChangesSchema = z
  .object({ currency: CurrencySchema.optional() })
  .strict()
  .refine((changes) => Object.keys(changes).length > 0, 'accounts.business.errors.nothingToChange')
export type BusinessChanges = z.infer<typeof BusinessChangesSchema>

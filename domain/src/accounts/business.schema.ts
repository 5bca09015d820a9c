import { z } from 'zod'
import { CurrencySchema } from '../money/currencies.ts'
import { TimeZoneSchema } from '../settings/time-zones.ts'
import { WhatsAppTypedNumberSchema, WhatsAppUsesSchema } from '../whatsapp/whatsapp-settings.schema.ts'
import { COUNTRY_CODES } from './countries.ts'

export const BUSINESS_MESSAGES = {
  nothingToChange: 'accounts.business.errors.nothingToChange',
  nameRequired: 'accounts.business.errors.nameRequired',
  tooLong: 'accounts.business.errors.tooLong',
  slugInvalid: 'accounts.business.errors.slugInvalid',
  slugTaken: 'accounts.business.errors.slugTaken',
  phoneInvalid: 'accounts.business.errors.phoneInvalid',
  whatsappInvalid: 'accounts.business.errors.whatsappInvalid',
} as const

/** Longest business name accepted (as an owner's name: account.schema.ts imports this file). */
export const MAX_BUSINESS_NAME_LENGTH = 120

/** A business's name as its owner types it in Negocio: trimmed, 1 to 120 characters. */
export const BusinessNameSchema = z
  .string()
  .trim()
  .min(1, BUSINESS_MESSAGES.nameRequired)
  .max(MAX_BUSINESS_NAME_LENGTH, BUSINESS_MESSAGES.tooLong)

/** Shortest and longest public address slug ("/m/<slug>"). */
export const MIN_SLUG_LENGTH = 3
export const MAX_SLUG_LENGTH = 48
/** Longest contact phone and address shown on the public menu. */
export const MAX_CONTACT_PHONE_LENGTH = 32
export const MAX_CONTACT_ADDRESS_LENGTH = 200

/** A URL-safe slug as typed: lower-case letters, digits and single hyphens inside, 3 to 48 characters. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A business as its owner sees it, in `GET /api/me` and the answer of `PATCH /api/business`. */
export const BusinessSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  /** ISO 4217: every price of the business is in it (docs/decisions/025-money-format.md). */
  currency: z.string(),
  /** The country its owner registered from: with the page's language, it decides how prices are written. */
  country: z.enum(COUNTRY_CODES),
  /** The business's own zone: promotions and reservations run on its clock (not the owner's display zone). */
  timeZone: z.string(),
  language: z.enum(['es', 'en']),
  /** Shown on the public menu; empty when not given. */
  contactPhone: z.string(),
  contactAddress: z.string(),
  /**
   * Whether its menus may also be read with the deployment's model service, when one is set (on unless the
   * owner turned it off in Negocio; without a service it changes nothing).
   */
  menuModelEnabled: z.boolean(),
  /** The business's WhatsApp number as wa.me takes it (country code and digits, no +); '' when none. */
  whatsappNumber: z.string(),
  /** What the number is used for: the diner's links, and the owner's own notice of each new booking. */
  whatsappUses: WhatsAppUsesSchema,
  /**
   * Whether this deployment sends WhatsApp messages (the Cloud API is configured): only then does the owner's
   * new-booking notice, or a diner's confirmation on WhatsApp, exist.
   */
  whatsappMessages: z.boolean(),
})
export type Business = z.infer<typeof BusinessSchema>

/**
 * What the owner changes of their business through `PATCH /api/business` (Configuración → Negocio): each
 * field optional, at least one. A new currency re-prices nothing: the same amounts are shown with its sign.
 * A new slug keeps every old one redirecting to it (301 from `/m/old-slug`); a slug another business has,
 * or had, is refused with 409 `slug_taken` at the field.
 */
export const BusinessChangesSchema = z
  .object({
    name: BusinessNameSchema.optional(),
    slug: z
      .string()
      .trim()
      .min(MIN_SLUG_LENGTH, BUSINESS_MESSAGES.slugInvalid)
      .max(MAX_SLUG_LENGTH, BUSINESS_MESSAGES.slugInvalid)
      .regex(SLUG_PATTERN, BUSINESS_MESSAGES.slugInvalid)
      .optional(),
    currency: CurrencySchema.optional(),
    timeZone: TimeZoneSchema.optional(),
    contactPhone: z
      .string()
      .trim()
      .max(MAX_CONTACT_PHONE_LENGTH, BUSINESS_MESSAGES.tooLong)
      .regex(/^[+\d\s().-]*$/, BUSINESS_MESSAGES.phoneInvalid)
      .optional(),
    contactAddress: z.string().trim().max(MAX_CONTACT_ADDRESS_LENGTH, BUSINESS_MESSAGES.tooLong).optional(),
    menuModelEnabled: z.boolean().optional(),
    /**
     * As typed, with or without its own prefix: the server adds the business country's and keeps wa.me's
     * digits; one that makes no international number is refused at the field. '' removes it.
     */
    whatsappNumber: WhatsAppTypedNumberSchema.optional(),
    /** The switches to change; the others keep their value. */
    whatsappUses: WhatsAppUsesSchema.partial().strict().optional(),
  })
  .strict()
  .refine((changes) => Object.keys(changes).length > 0, BUSINESS_MESSAGES.nothingToChange)
export type BusinessChanges = z.input<typeof BusinessChangesSchema>

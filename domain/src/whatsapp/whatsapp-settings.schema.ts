import { z } from 'zod'

/**
 * What a business's WhatsApp number is used for, each switched on or off beside the number in Configuración →
 * Negocio: the menu's "Escríbenos por WhatsApp", a dish's "Preguntar por este plato", the booking page's
 * "Reservar por WhatsApp", and the owner's own notice of each new booking (sent only when the deployment has
 * the Cloud API configured).
 */
export const WhatsAppUsesSchema = z
  .object({
    menu: z.boolean(),
    dish: z.boolean(),
    booking: z.boolean(),
    bookingNotices: z.boolean(),
  })
  .strict()
export type WhatsAppUses = z.infer<typeof WhatsAppUsesSchema>

export const WHATSAPP_USES = [
  'menu',
  'dish',
  'booking',
  'bookingNotices',
] as const satisfies readonly (keyof WhatsAppUses)[]

/** A new business's switches: the two links diners expect on, the rest for the owner to choose. */
export const DEFAULT_WHATSAPP_USES: WhatsAppUses = {
  menu: true,
  dish: false,
  booking: true,
  bookingNotices: false,
}

/** The longest WhatsApp number as typed in Negocio (spaces, dashes and a prefix included). */
export const MAX_WHATSAPP_TYPED_LENGTH = 32

/**
 * The number as the owner types it (the country's prefix is added by the server, unless the number carries
 * its own); '' removes it. Only its characters are checked here: whether it makes an international number
 * depends on the business's country (`whatsAppNumber`).
 */
export const WhatsAppTypedNumberSchema = z
  .string()
  .trim()
  .max(MAX_WHATSAPP_TYPED_LENGTH, 'accounts.business.errors.whatsappInvalid')
  .regex(/^[+\d\s().-]*$/, 'accounts.business.errors.whatsappInvalid')

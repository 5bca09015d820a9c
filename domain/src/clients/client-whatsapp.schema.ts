import { z } from 'zod'
import { InstantSchema } from '../promotions/promotion.schema.ts'
import { WHATSAPP_STATUSES, WHATSAPP_TEMPLATE_NAMES } from '../whatsapp/whatsapp-templates.ts'

/** How many of a client's WhatsApp messages their page lists: the latest ones. */
export const CLIENT_WHATSAPP_MESSAGE_LIMIT = 50

/**
 * A WhatsApp message sent (or meant) to a client, as their page lists it (decision 072): `text` is the
 * template's body filled with the message's variables (`templateText`), what the diner read; `error` says why
 * it failed or fell back, null otherwise.
 */
export const ClientWhatsAppMessageSchema = z.object({
  id: z.string(),
  template: z.enum(WHATSAPP_TEMPLATE_NAMES as [(typeof WHATSAPP_TEMPLATE_NAMES)[number]]),
  language: z.enum(['es', 'en']),
  text: z.string(),
  status: z.enum(WHATSAPP_STATUSES),
  error: z.string().nullable(),
  createdAt: InstantSchema,
  sentAt: InstantSchema.nullable(),
  statusAt: InstantSchema.nullable(),
  appointmentId: z.string().nullable(),
})
export type ClientWhatsAppMessage = z.infer<typeof ClientWhatsAppMessageSchema>

/**
 * A client's WhatsApp record (`GET /api/clients/:id/whatsapp`): when they last agreed on a booking form or a
 * pickup order's form to be written to there (null: never), when their number answered BAJA/STOP (null: it never did), and their
 * latest messages, newest first, at most `CLIENT_WHATSAPP_MESSAGE_LIMIT`.
 */
export const ClientWhatsAppSchema = z.object({
  consentAt: InstantSchema.nullable(),
  optedOutAt: InstantSchema.nullable(),
  messages: z.array(ClientWhatsAppMessageSchema),
})
export type ClientWhatsApp = z.infer<typeof ClientWhatsAppSchema>

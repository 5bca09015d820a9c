import { z } from 'zod'

// Validation messages are i18n keys (web/src/locales/{es,en}/support.json), as in the contact schema.
export const SUPPORT_MESSAGES = {
  nameRequired: 'support.errors.nameRequired',
  lastNameRequired: 'support.errors.lastNameRequired',
  nameTooLong: 'support.errors.nameTooLong',
  emailRequired: 'support.errors.emailRequired',
  emailInvalid: 'support.errors.emailInvalid',
  phoneInvalid: 'support.errors.phoneInvalid',
  messageRequired: 'support.errors.messageRequired',
  messageTooLong: 'support.errors.messageTooLong',
  privacyRequired: 'support.errors.privacyRequired',
} as const

/** Longest support message accepted, in characters. */
export const MAX_SUPPORT_MESSAGE_LENGTH = 2000
/** Longest first or last name accepted, in characters. */
export const MAX_SUPPORT_NAME_LENGTH = 120

/**
 * The dashboard's support form (docs/product-spec.md §3 "Support message", §5 "Support form"): first and last
 * name, email, optional phone, the message and the privacy acceptance. The spec's Spanish field names are the
 * wire names.
 */
export const SupportMessageSchema = z.object({
  nombre: z
    .string()
    .trim()
    .min(1, SUPPORT_MESSAGES.nameRequired)
    .max(MAX_SUPPORT_NAME_LENGTH, SUPPORT_MESSAGES.nameTooLong),
  apellido: z
    .string()
    .trim()
    .min(1, SUPPORT_MESSAGES.lastNameRequired)
    .max(MAX_SUPPORT_NAME_LENGTH, SUPPORT_MESSAGES.nameTooLong),
  correo: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, SUPPORT_MESSAGES.emailRequired)
    .max(254, SUPPORT_MESSAGES.emailInvalid)
    .pipe(z.email({ message: SUPPORT_MESSAGES.emailInvalid })),
  /** Digits only, 6 to 15 of them (the longest international number), or empty: the phone is optional. */
  telefono: z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d{6,15}$/.test(value), SUPPORT_MESSAGES.phoneInvalid),
  mensaje: z
    .string()
    .trim()
    .min(1, SUPPORT_MESSAGES.messageRequired)
    .max(MAX_SUPPORT_MESSAGE_LENGTH, SUPPORT_MESSAGES.messageTooLong),
  aceptaPrivacidad: z.boolean().refine((value) => value, SUPPORT_MESSAGES.privacyRequired),
})
export type SupportMessageInput = z.input<typeof SupportMessageSchema>
export type SupportMessage = z.output<typeof SupportMessageSchema>

/** A message the business has sent, as the support page lists it ("Mensajes enviados"). */
export const SentSupportMessageSchema = z.object({
  id: z.string(),
  mensaje: z.string(),
  /** ISO 8601 instant. */
  createdAt: z.string(),
})
export type SentSupportMessage = z.infer<typeof SentSupportMessageSchema>

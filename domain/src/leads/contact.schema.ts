import { z } from 'zod'

// Validation messages are i18n keys (web/src/locales/{es,en}/contact.json), as in the accounts schema.
export const CONTACT_MESSAGES = {
  nameRequired: 'leads.errors.nameRequired',
  emailRequired: 'leads.errors.emailRequired',
  emailInvalid: 'leads.errors.emailInvalid',
  phoneInvalid: 'leads.errors.phoneInvalid',
  industryRequired: 'leads.errors.industryRequired',
  messageRequired: 'leads.errors.messageRequired',
  messageTooLong: 'leads.errors.messageTooLong',
  nameTooLong: 'leads.errors.nameTooLong',
  emailTooLong: 'leads.errors.emailTooLong',
  companyTooLong: 'leads.errors.companyTooLong',
  privacyRequired: 'leads.errors.privacyRequired',
} as const

/** The landing contact form's phone prefixes (docs/product-spec.md §9), Colombia first. */
export const CONTACT_PHONE_PREFIXES = ['+57', '+1', '+34', '+52', '+54', '+56'] as const

/**
 * The landing contact form's industries (docs/product-spec.md §9); these Spanish words are the wire values.
 */
export const INDUSTRIES = ['Restaurantes', 'Retail', 'Servicios', 'Eventos', 'Hoteles', 'Otro'] as const
export type Industry = (typeof INDUSTRIES)[number]

/** Longest field values accepted, in characters; each form counts and names its limit. */
export const CONTACT_LIMITS = { name: 120, email: 254, company: 160 } as const

/** Longest message accepted, in characters. */
export const MAX_CONTACT_MESSAGE_LENGTH = 2000

/**
 * The landing's contact form (docs/product-spec.md §2 "Landing page"): name, email, optional phone as
 * prefix and digits, optional company, industry, message and the privacy acceptance.
 */
export const ContactSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, CONTACT_MESSAGES.nameRequired)
    .max(CONTACT_LIMITS.name, CONTACT_MESSAGES.nameTooLong),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, CONTACT_MESSAGES.emailRequired)
    .max(CONTACT_LIMITS.email, CONTACT_MESSAGES.emailTooLong)
    .pipe(z.email({ message: CONTACT_MESSAGES.emailInvalid })),
  phonePrefix: z.enum(CONTACT_PHONE_PREFIXES),
  /** Digits only, 6 to 15 of them (the longest international number), or empty: the phone is optional. */
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d{6,15}$/.test(value), CONTACT_MESSAGES.phoneInvalid),
  company: z.string().trim().max(CONTACT_LIMITS.company, CONTACT_MESSAGES.companyTooLong),
  industry: z.enum(INDUSTRIES, { message: CONTACT_MESSAGES.industryRequired }),
  message: z
    .string()
    .trim()
    .min(1, CONTACT_MESSAGES.messageRequired)
    .max(MAX_CONTACT_MESSAGE_LENGTH, CONTACT_MESSAGES.messageTooLong),
  acceptPrivacy: z.boolean().refine((value) => value, CONTACT_MESSAGES.privacyRequired),
})
/** What the form holds (industry empty until chosen). */
export type ContactInput = Omit<z.input<typeof ContactSchema>, 'industry'> & { industry: Industry | '' }
export type Contact = z.output<typeof ContactSchema>

import { z } from 'zod'
import { ROLES } from '../team/roles.ts'
import { BusinessSchema, MAX_BUSINESS_NAME_LENGTH } from './business.schema.ts'
import { COUNTRY_CODES, phoneDigitCount } from './countries.ts'

// Validation messages are i18n keys (web/src/locales): the spec's Spanish wording lives there, with English.
export const ACCOUNT_MESSAGES = {
  loginRequired: 'accounts.errors.loginRequired',
  required: 'accounts.errors.required',
  passwordsDiffer: 'accounts.errors.passwordsDiffer',
  termsRequired: 'accounts.errors.termsRequired',
  emailInvalid: 'accounts.errors.emailInvalid',
  passwordTooShort: 'accounts.errors.passwordTooShort',
  phoneIncomplete: 'accounts.errors.phoneIncomplete',
  codeIncomplete: 'accounts.errors.codeIncomplete',
  nameTooLong: 'accounts.errors.nameTooLong',
  emailTooLong: 'accounts.errors.emailTooLong',
  passwordTooLong: 'accounts.errors.passwordTooLong',
} as const

/** Longest name accepted, in characters. */
export const MAX_NAME_LENGTH = 120
/** Longest email accepted, in characters (RFC 5321's path limit). */
export const MAX_EMAIL_LENGTH = 254

/** Shortest password accepted: eight characters. */
export const MIN_PASSWORD_LENGTH = 8
/** Longest password accepted: more only costs hashing time. */
export const MAX_PASSWORD_LENGTH = 128

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(MAX_EMAIL_LENGTH, ACCOUNT_MESSAGES.emailTooLong)
  .pipe(z.email({ message: ACCOUNT_MESSAGES.emailInvalid }))

/** Login form (docs/product-spec.md §3): email and password, both required (docs/product-spec.md §5). */
export const LoginSchema = z.object({
  email: z.string().trim().min(1, ACCOUNT_MESSAGES.loginRequired).pipe(email),
  password: z
    .string()
    .min(1, ACCOUNT_MESSAGES.loginRequired)
    .max(MAX_PASSWORD_LENGTH, ACCOUNT_MESSAGES.passwordTooLong),
})
export type LoginInput = z.infer<typeof LoginSchema>

/**
 * Register form (docs/product-spec.md §3 and §5): name, the business's name, email and both passwords
 * required, passwords equal, terms accepted. The business's name names its menu, booking page and mails, and
 * makes its public address; without it, the business was named after its owner.
 */
export const RegisterSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, ACCOUNT_MESSAGES.required)
      .max(MAX_NAME_LENGTH, ACCOUNT_MESSAGES.nameTooLong),
    businessName: z
      .string()
      .trim()
      .min(1, ACCOUNT_MESSAGES.required)
      .max(MAX_BUSINESS_NAME_LENGTH, ACCOUNT_MESSAGES.nameTooLong),
    email: z.string().trim().min(1, ACCOUNT_MESSAGES.required).pipe(email),
    password: z
      .string()
      .min(1, ACCOUNT_MESSAGES.required)
      .min(MIN_PASSWORD_LENGTH, ACCOUNT_MESSAGES.passwordTooShort)
      .max(MAX_PASSWORD_LENGTH, ACCOUNT_MESSAGES.passwordTooLong),
    confirmPassword: z.string().min(1, ACCOUNT_MESSAGES.required),
    countryCode: z.enum(COUNTRY_CODES),
    /** Digits only, or empty: the phone is optional (docs/product-spec.md §5). */
    phone: z.string().transform((value) => value.replace(/\D/g, '')),
    acceptTerms: z.boolean().refine((value) => value, ACCOUNT_MESSAGES.termsRequired),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: ACCOUNT_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  })
  .refine((form) => form.phone === '' || form.phone.length === phoneDigitCount(form.countryCode), {
    message: ACCOUNT_MESSAGES.phoneIncomplete,
    path: ['phone'],
  })
export type RegisterInput = z.input<typeof RegisterSchema>

/** A business the user is a member of, with their role in it (the profile menu's switcher, decision 073). */
export const MemberBusinessSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  role: z.enum(ROLES),
})
export type MemberBusiness = z.infer<typeof MemberBusinessSchema>

/** The business a session switches to (`PUT /api/session/business`): one the user is a member of. */
export const SessionBusinessSchema = z.object({ businessId: z.uuid() })

/**
 * The signed-in user and the business their session works in (their own unless they switched), as
 * `GET /api/me` and the sign-in calls answer.
 */
export const MeSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /**
   * Whether the owner has confirmed their email with the code sent at sign-up: until then the public menu is
   * not published.
   */
  emailVerified: z.boolean(),
  /** Prefix plus number ("+57 3001234567"), or empty (docs/product-spec.md §3 "User profile record"). */
  phone: z.string(),
  createdAt: z.string(),
  profilePicture: z.string().nullable(),
  authProvider: z.string().nullable(),
  business: BusinessSchema,
  /** The user's role in that business: what the dashboard offers (the server's 403 is the rule). */
  role: z.enum(ROLES),
  /** Every business the user is a member of, their own first. */
  businesses: z.array(MemberBusinessSchema),
})
export type Me = z.infer<typeof MeSchema>

/**
 * The characters of an emailed code: digits and capital letters without the look-alikes 0/O, 1/I/L, so that
 * four of them (docs/product-spec.md §3 "Recovery code": 4 digits or characters) make 31⁴ ≈ 920,000 codes.
 */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

/** How many characters an emailed code has: one per box. */
export const CODE_LENGTH = 4

/** A code as typed: capitals, only the code's characters (a lower-case letter counts as its capital). */
export function normalizeCode(typed: string): string {
  return [...typed.toUpperCase()].filter((character) => CODE_ALPHABET.includes(character)).join('')
}

/** An emailed code: four characters, one per box, in either case (docs/product-spec.md §3 "Recovery code"). */
export const CodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`), ACCOUNT_MESSAGES.codeIncomplete)

/**
 * Recover form (docs/product-spec.md §2 "Recover page"): the email is required; the phone only helps the
 * person remember.
 */
export const RecoverSchema = z.object({
  email: z.string().trim().min(1, ACCOUNT_MESSAGES.required).pipe(email),
})

/** The code step of recovery: the email it went to and the four characters. */
export const CodeCheckSchema = z.object({ email, code: CodeSchema })

/** The last step of recovery: the code again and the new password, twice. */
export const NewPasswordSchema = z
  .object({
    email,
    code: CodeSchema,
    password: z
      .string()
      .min(1, ACCOUNT_MESSAGES.required)
      .min(MIN_PASSWORD_LENGTH, ACCOUNT_MESSAGES.passwordTooShort)
      .max(MAX_PASSWORD_LENGTH, ACCOUNT_MESSAGES.passwordTooLong),
    confirmPassword: z.string().min(1, ACCOUNT_MESSAGES.required),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: ACCOUNT_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  })

/**
 * The sign-in dialog's login view (DESIGN.md §5): a code goes to the email; name and phone make a new
 * account.
 */
export const CodeSignInSchema = z.object({
  name: z.string().trim().max(MAX_NAME_LENGTH, ACCOUNT_MESSAGES.nameTooLong).default(''),
  email: z.string().trim().min(1, ACCOUNT_MESSAGES.required).pipe(email),
  countryCode: z.enum(COUNTRY_CODES).default('CO'),
  phone: z
    .string()
    .default('')
    .transform((value) => value.replace(/\D/g, '')),
})

/** The dialog's verify view: the same details and the code that was emailed. */
export const CodeSignInVerifySchema = CodeSignInSchema.extend({ code: CodeSchema })

/** Confirming the signed-in owner's email: the code that was emailed to it. */
export const EmailVerificationSchema = z.object({ code: CodeSchema })

import { z } from 'zod'
import {
  ACCOUNT_MESSAGES,
  CodeSchema,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
} from '../accounts/account.schema.ts'
import { COUNTRY_CODES, phoneDigitCount } from '../accounts/countries.ts'

// Validation messages are i18n keys (web/src/locales/*/profile.json), the spec's wording in Spanish.
export const PROFILE_MESSAGES = {
  required: 'profile.errors.required',
  phoneIncomplete: 'profile.errors.phoneIncomplete',
  tooLong: 'profile.errors.tooLong',
  emailInvalid: 'profile.errors.emailInvalid',
  emailSame: 'profile.errors.emailSame',
  /** 409 at `email`: another account has the address. */
  emailInUse: 'profile.errors.emailInUse',
  /** 400 at `code`: the code is not the one mailed (or no longer valid). */
  codeInvalid: 'profile.errors.codeInvalid',
} as const

/** Longest address or city accepted, in characters. */
export const MAX_ADDRESS_LENGTH = 200
export const MAX_CITY_LENGTH = 120

/**
 * The owner's profile (docs/product-spec.md §2 "My Profile", §3 "Profile"): `GET /api/profile`, and the
 * answer of every profile write. `phoneCountry` decides the phone's prefix and mask (the registration's
 * selector); `country` is where the owner lives (the spec's list: the registration countries).
 */
export const ProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  /** Digits only, without the prefix; empty when none was given. */
  phone: z.string(),
  phoneCountry: z.enum(COUNTRY_CODES),
  address: z.string(),
  city: z.string(),
  country: z.enum(COUNTRY_CODES),
  /** The square photo's URL (served by our media routes), or null: the initials avatar is shown. */
  photoUrl: z.string().nullable(),
  /** The address a change was asked for and whose code is still awaited, or null. */
  pendingEmail: z.string().nullable(),
})
export type Profile = z.infer<typeof ProfileSchema>

const requiredText = (max: number) =>
  z.string().trim().min(1, PROFILE_MESSAGES.required).max(max, PROFILE_MESSAGES.tooLong)
const optionalText = (max: number) => z.string().trim().max(max, PROFILE_MESSAGES.tooLong)

/**
 * `PUT /api/profile`: everything but the email (changed through a code, below) and the photo (its own
 * route). Name and phone required (spec §5).
 */
export const ProfileChangesSchema = z
  .object({
    name: requiredText(MAX_NAME_LENGTH),
    phone: z
      .string()
      .transform((value) => value.replace(/\D/g, ''))
      .pipe(z.string().min(1, PROFILE_MESSAGES.required)),
    phoneCountry: z.enum(COUNTRY_CODES),
    address: optionalText(MAX_ADDRESS_LENGTH),
    city: optionalText(MAX_CITY_LENGTH),
    country: z.enum(COUNTRY_CODES),
  })
  .strict()
  .refine((profile) => profile.phone.length === phoneDigitCount(profile.phoneCountry), {
    message: PROFILE_MESSAGES.phoneIncomplete,
    path: ['phone'],
  })
export type ProfileChanges = z.input<typeof ProfileChangesSchema>

/**
 * `POST /api/profile/email-change`: a code is mailed to the new address (the sign-up code), and nothing
 * changes until `POST /api/profile/email-change/confirm` gets it. 409 `email_in_use` when another account
 * has the address. The old address is told once the change is made.
 */
export const EmailChangeRequestSchema = z
  .object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .min(1, PROFILE_MESSAGES.required)
      .max(MAX_EMAIL_LENGTH, ACCOUNT_MESSAGES.emailTooLong)
      .pipe(z.email({ message: PROFILE_MESSAGES.emailInvalid })),
  })
  .strict()
export type EmailChangeRequest = z.input<typeof EmailChangeRequestSchema>

export const EmailChangeConfirmSchema = z.object({ code: CodeSchema }).strict()
export type EmailChangeConfirm = z.input<typeof EmailChangeConfirmSchema>

/** Largest profile photo accepted, in bytes (before it is cropped square and re-encoded). */
export const MAX_PROFILE_PHOTO_BYTES = 10 * 1024 * 1024

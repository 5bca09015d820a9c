import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { ACCOUNT_MESSAGES } from '#domain/accounts/account.schema.ts'
import { COUNTRIES, COUNTRY_CODES, phoneDigitCount } from '#domain/accounts/countries.ts'
import { InvalidFieldsError } from '../../shared/errors.ts'

// better-auth's own sign-up and code sign-in (which creates a new address's account) endpoints store whatever
// strings they are given in the additional fields (phone, countryCode) and any length of name or e-mail. Our
// forms hold those to rules (account.schema.ts); this holds the two endpoints to the same ones, before
// better-auth sees the body. Its update-user is closed (accounts.routes.ts): /api/profile writes those fields.

/** The longest name an account may have, as sign-up allows (account.schema.ts). */
const MAX_NAME_LENGTH = 120
/** The longest e-mail address there is (RFC 5321's path limit), as the forms allow. */
const MAX_EMAIL_LENGTH = 254
/** The longest picture address kept: more is no address a browser would load. */
const MAX_IMAGE_URL_LENGTH = 2048

/** A phone as accounts store it: the country's prefix, a space and the digits of its mask; or empty. */
const STORED_PHONE = /^(\+\d{1,4}) (\d+)$/

function isPhoneOf(phone: string, countryCode: string | undefined): boolean {
  if (phone === '') return true
  const [, prefix, digits] = STORED_PHONE.exec(phone) ?? []
  if (!prefix || !digits) return false
  // Without a country in the same change, any country of that prefix whose numbers have as many digits.
  const candidates = COUNTRIES.filter((country) => country.prefix === prefix)
  return candidates.some(
    (country) =>
      (countryCode === undefined || country.code === countryCode) &&
      phoneDigitCount(country.code) === digits.length,
  )
}

/** The user fields that accounts hold to rules, as far as a body has them; better-auth checks the rest. */
export const UserFieldsSchema = z
  .object({
    email: z.string().max(MAX_EMAIL_LENGTH).optional(),
    name: z.string().trim().min(1, ACCOUNT_MESSAGES.required).max(MAX_NAME_LENGTH).optional(),
    countryCode: z.enum(COUNTRY_CODES).optional(),
    phone: z.string().optional(),
    image: z
      .url({ protocol: /^https?$/ })
      .max(MAX_IMAGE_URL_LENGTH)
      .nullable()
      .optional(),
  })
  .refine((body) => body.phone === undefined || isPhoneOf(body.phone, body.countryCode), {
    message: ACCOUNT_MESSAGES.phoneIncomplete,
    path: ['phone'],
  })

/** better-auth's endpoints (under /api/auth/) that write a user's own fields. */
const USER_WRITES = new Set(['sign-up/email', 'sign-in/email-otp'])

/**
 * A hook of the accounts routes: refuses a `POST` to one of those endpoints whose name, e-mail, country or
 * phone break the sign-up rules with a 400 naming each field, as our own routes' validation does; lets the
 * rest through with the name trimmed.
 */
export async function guardUserFields(request: FastifyRequest): Promise<void> {
  const params = request.params as { '*'?: string } | undefined
  if (request.method !== 'POST' || !USER_WRITES.has(params?.['*'] ?? '')) return
  const result = UserFieldsSchema.safeParse(request.body ?? {})
  if (result.success) {
    // Stored as sign-up stores them: the name trimmed.
    request.body = { ...(request.body as object), ...result.data }
    return
  }
  const fields: Record<string, string[]> = {}
  const limits: Record<string, number> = {}
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_'
    fields[field] = [...(fields[field] ?? []), issue.message]
    // As our routes answer (plugins/validation-failures.ts): a long value is refused with what fits.
    if (issue.code === 'too_big' && issue.origin === 'string') limits[field] = Number(issue.maximum)
  }
  throw new InvalidFieldsError(
    'validation_failed',
    fields,
    Object.keys(limits).length > 0 ? limits : undefined,
  )
}

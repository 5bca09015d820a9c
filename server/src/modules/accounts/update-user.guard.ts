import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { ACCOUNT_MESSAGES } from '#domain/accounts/account.schema.ts'
import { COUNTRIES, COUNTRY_CODES, phoneDigitCount } from '#domain/accounts/countries.ts'
import { InvalidFieldsError } from '../../shared/errors.ts'

// better-auth's own update-user endpoint stores whatever strings it is given in the additional fields (phone,
// countryCode) and any length of name. Our sign-up forms hold those to rules (account.schema.ts); this holds
// the endpoint to the same ones, before better-auth sees the body.

/** The longest name an account may have, as sign-up allows (account.schema.ts). */
const MAX_NAME_LENGTH = 120
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

/** The fields of an update-user body that accounts hold to rules; better-auth checks the rest. */
export const UpdateUserSchema = z
  .object({
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

/**
 * A hook of the accounts routes: refuses a `POST /api/auth/update-user` whose name, country or phone break the
 * sign-up rules with a 400 naming each field, as our own routes' validation does.
 */
export async function guardUpdateUser(request: FastifyRequest): Promise<void> {
  const params = request.params as { '*'?: string } | undefined
  if (request.method !== 'POST' || params?.['*'] !== 'update-user') return
  const result = UpdateUserSchema.safeParse(request.body ?? {})
  if (result.success) return
  const fields: Record<string, string[]> = {}
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_'
    fields[field] = [...(fields[field] ?? []), issue.message]
  }
  throw new InvalidFieldsError('validation_failed', fields)
}

import type { z } from 'zod'
import { COUNTRY_CODES, type CountryCode, getCountry } from '#domain/accounts/countries.ts'
import type { Profile, ProfileChangesSchema } from '#domain/profile/profile.schema.ts'
import type { Database } from '../../db/database.ts'
import { AppError } from '../../shared/errors.ts'
import type { Language } from '../../shared/i18n/language.ts'
import * as accounts from '../accounts/index.ts'
import { emailChangedEmail, type Mailer } from '../mail/index.ts'
import * as repository from './profile.repository.ts'

export type ProfileDeps = { db: Database }
/** What a change of e-mail needs besides: better-auth (through the accounts module) and the mailer. */
export type EmailChangeDeps = ProfileDeps & { accounts: accounts.AccountsDeps; mailer: Mailer }
type ProfileChanges = z.output<typeof ProfileChangesSchema>

const notFound = () => new AppError('not_found', 404)
const asCountry = (code: string): CountryCode =>
  (COUNTRY_CODES as readonly string[]).includes(code) ? (code as CountryCode) : getCountry('').code

/**
 * A user row as the profile screen shows it. The phone is stored as registration stores it, "+57
 * 3001234567" (its country's prefix, a space, the digits): the profile answers the digits alone, and the
 * phone's country apart (`phone_country`, else the registration's `country_code`).
 */
export function toProfile(row: repository.ProfileRow): Profile {
  return {
    name: row.name,
    email: row.email,
    phone: row.phone.replace(/^\+\d+\s*/, '').replace(/\D/g, ''),
    phoneCountry: asCountry(row.phoneCountry ?? row.countryCode),
    address: row.address,
    city: row.city,
    country: asCountry(row.country),
    photoUrl: row.image ?? null,
    pendingEmail: row.pendingEmail ?? null,
  }
}

export async function getProfile(deps: ProfileDeps, userId: string): Promise<Profile> {
  const row = await repository.findProfile(deps.db, userId)
  if (!row) throw notFound()
  return toProfile(row)
}

/**
 * Saves name, phone, address, city and country (docs/product-spec.md §5: name and phone required, checked by
 * the schema). `/api/me` reads the same row, so the sidebar's name changes with the next read.
 */
export async function changeProfile(
  deps: ProfileDeps,
  userId: string,
  changes: ProfileChanges,
): Promise<Profile> {
  const row = await repository.updateProfile(deps.db, userId, {
    name: changes.name,
    phone: `${getCountry(changes.phoneCountry).prefix} ${changes.phone}`,
    phoneCountry: changes.phoneCountry,
    address: changes.address,
    city: changes.city,
    country: changes.country,
  })
  if (!row) throw notFound()
  return toProfile(row)
}

/**
 * Records the user's new photo (or none) and answers the profile and the address it replaced, whose files
 * the images module then deletes.
 */
export async function setProfilePhoto(
  db: Database,
  userId: string,
  address: string | null,
): Promise<{ profile: Profile; previous: string | null }> {
  const result = await repository.replacePhoto(db, userId, address)
  if (!result) throw notFound()
  return { profile: toProfile(result.row), previous: result.previous }
}

/**
 * Mails a code to the new address (nothing changes until it is typed); the profile then shows the address
 * as pending. 409 at `email` when another account has it.
 */
export async function requestEmailChange(
  deps: EmailChangeDeps,
  headers: accounts.AuthHeaders,
  userId: string,
  email: string,
): Promise<{ cookies: string[] }> {
  return accounts.requestEmailChange(deps.accounts, headers, userId, email)
}

/**
 * Confirms the pending address with its code: the account moves to it, and the old address is told (a
 * security mail, sent whatever the notification toggles say). Answers the profile as it is now.
 */
export async function confirmEmailChange(
  deps: EmailChangeDeps,
  headers: accounts.AuthHeaders,
  userId: string,
  code: string,
  language: Language,
): Promise<{ profile: Profile; cookies: string[] }> {
  const changed = await accounts.confirmEmailChange(deps.accounts, headers, userId, code)
  await deps.mailer.send(emailChangedEmail(changed.previousEmail, changed.email, language))
  return { profile: await getProfile(deps, userId), cookies: changed.cookies }
}

export const listProfilePhotoAddresses = repository.listPhotoAddresses

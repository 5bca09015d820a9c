import type { z } from 'zod'
import { COUNTRY_CODES, type CountryCode, getCountry } from '#domain/accounts/countries.ts'
import type { Profile, ProfileChangesSchema } from '#domain/users/profile.schema.ts'
import type { Database } from '../../db/database.ts'
import { AppError } from '../../shared/errors.ts'
import * as repository from './profile.repository.ts'

export type ProfileDeps = { db: Database }
type ProfileChanges = z.output<typeof ProfileChangesSchema>

const notFound = () => new AppError('not_found', 404)
const asCountry = (code: string): CountryCode =>
  (COUNTRY_CODES as readonly string[]).includes(code) ? (code as CountryCode) : getCountry('').code

/**
 * A user row as the profile screen shows it. The phone is stored as registration stores it, "+57
 * 3001234567" (the prefix of `country_code`, a space, the digits): the profile answers the digits alone.
 */
export function toProfile(row: repository.ProfileRow): Profile {
  return {
    name: row.name,
    email: row.email,
    phone: row.phone.replace(/^\+\d+\s*/, '').replace(/\D/g, ''),
    phoneCountry: asCountry(row.countryCode),
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
    countryCode: changes.phoneCountry,
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

export const listProfilePhotoAddresses = repository.listPhotoAddresses

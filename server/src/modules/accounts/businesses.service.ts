import { randomBytes } from 'node:crypto'
import type { BusinessChange, OwnBusiness } from '#domain/accounts/account.schema.ts'
import { getCountry } from '#domain/accounts/countries.ts'
import { toSlug } from '#domain/accounts/slug.ts'
import type { Database } from '../../db/database.ts'
import { AppError } from '../../shared/errors.ts'
import {
  type Business,
  findBusinessByOwner,
  insertBusiness,
  updateBusinessCurrency,
} from './businesses.repository.ts'

type Owner = { id: string; name: string; countryCode?: string | null }

/**
 * The business of an account, made on first need (every new account gets its own): named after the
 * owner, a unique URL slug, currency and time zone from the owner's country, Spanish by default.
 */
export async function ensureBusiness(db: Database, owner: Owner): Promise<Business> {
  const existing = await findBusinessByOwner(db, owner.id)
  if (existing) return existing
  const country = getCountry(owner.countryCode ?? '')
  const base = toSlug(owner.name)
  for (let attempt = 0; attempt < 5; attempt++) {
    // The name alone first; then the name and a short random tail, until one is free.
    const slug = attempt === 0 ? base : `${base}-${randomBytes(3).toString('hex')}`
    const business = await insertBusiness(db, {
      ownerUserId: owner.id,
      name: owner.name,
      slug,
      currency: country.currency,
      timeZone: country.timeZone,
      language: 'es',
    })
    if (business) return business
    const madeMeanwhile = await findBusinessByOwner(db, owner.id)
    if (madeMeanwhile) return madeMeanwhile
  }
  throw new Error(`No free URL slug for "${base}".`)
}

/** The owner's business as the API answers it. */
export function describeBusiness(business: Business): OwnBusiness {
  const { id, name, slug, currency, timeZone, language } = business
  return { id, name, slug, currency, timeZone, language }
}

/**
 * Changes the session's business: its currency, in which every price of its catalogues is then shown (the
 * amounts stay as typed, never converted).
 */
export async function changeBusiness(
  db: Database,
  businessId: string,
  change: BusinessChange,
): Promise<OwnBusiness> {
  const business = await updateBusinessCurrency(db, businessId, change.currency)
  if (!business) throw new AppError('not_found', 404)
  return describeBusiness(business)
}

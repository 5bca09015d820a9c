import { randomBytes } from 'node:crypto'
import {
  BUSINESS_MESSAGES,
  type BusinessChanges,
  type Business as OwnerBusiness,
} from '#domain/accounts/business.schema.ts'
import { getCountry } from '#domain/accounts/countries.ts'
import { toSlug } from '#domain/accounts/slug.ts'
import { whatsAppNumber } from '#domain/whatsapp/whatsapp-link.ts'
import type { Database } from '../../db/database.ts'
import { AppError, DetailedError, InvalidFieldsError } from '../../shared/errors.ts'
import { type AuditActor, recordAudit } from '../audit/index.ts'
import {
  type Business,
  findBusinessByOwner,
  findOwnerCountry,
  insertBusiness,
  isSlugUsed,
  updateBusiness,
} from './businesses.repository.ts'
import { insertOwnerMember } from './memberships.repository.ts'

type Owner = { id: string; name: string; countryCode?: string | null }

/**
 * The business of an account, made on first need (every new account gets its own): named as the owner
 * typed at sign-up (after the owner when they were not asked: a Google or e-mailed-code sign-up), a unique URL
 * slug made from that name, currency and time zone from the owner's country, Spanish by default; the owner
 * its first member, with role `owner`.
 */
export async function ensureBusiness(db: Database, owner: Owner, businessName?: string): Promise<Business> {
  const existing = await findBusinessByOwner(db, owner.id)
  if (existing) return existing
  const country = getCountry(owner.countryCode ?? '')
  const name = businessName ?? owner.name
  const base = toSlug(name)
  for (let attempt = 0; attempt < 5; attempt++) {
    // The name alone first; then the name and a short random tail, until one is free.
    const slug = attempt === 0 ? base : `${base}-${randomBytes(3).toString('hex')}`
    // A slug another business had still redirects to it: a new business never takes it over.
    if (await isSlugUsed(db, slug)) continue
    // Its owner is its first member (decision 073), written with it: no business is ever without one.
    const business = await db.transaction(async (tx) => {
      const inserted = await insertBusiness(tx, {
        ownerUserId: owner.id,
        name,
        slug,
        currency: country.currency,
        timeZone: country.timeZone,
        language: 'es',
      })
      if (inserted) await insertOwnerMember(tx, inserted.id, owner.id)
      return inserted
    })
    if (business) return business
    const madeMeanwhile = await findBusinessByOwner(db, owner.id)
    if (madeMeanwhile) return madeMeanwhile
  }
  throw new Error(`No free URL slug for "${base}".`)
}

/**
 * A business as its owner sees it: its row, the country its owner registered from, and whether the deployment
 * sends WhatsApp messages.
 */
export function describeBusiness(
  business: Business,
  ownerCountryCode: string | null | undefined,
  whatsappMessages: boolean,
): OwnerBusiness {
  return {
    id: business.id,
    name: business.name,
    slug: business.slug,
    currency: business.currency,
    country: getCountry(ownerCountryCode ?? '').code,
    timeZone: business.timeZone,
    language: business.language,
    contactPhone: business.contactPhone,
    contactAddress: business.contactAddress,
    menuModelEnabled: business.menuModelEnabled,
    whatsappNumber: business.whatsappNumber,
    whatsappUses: business.whatsappUses,
    whatsappMessages,
  }
}

/** A 409 marking the slug field, the same shape as a 400's field errors. */
const slugTaken = () =>
  new DetailedError('slug_taken', 409, { fields: { slug: [BUSINESS_MESSAGES.slugTaken] } })

/** Whether a failed write broke a unique key (a racing save took the slug between the check and the write). */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === '23505') return true
  }
  return false
}

/**
 * The WhatsApp number as typed, as wa.me takes it: the prefix of the owner's country added unless it carries
 * its own; '' stays '' (none). A 400 at the field when it makes no international number.
 */
async function toWhatsAppDigits(db: Database, businessId: string, typed: string): Promise<string> {
  if (typed.trim() === '') return ''
  const country = getCountry((await findOwnerCountry(db, businessId)) ?? '')
  const digits = whatsAppNumber(country.prefix, typed)
  if (digits === null) {
    throw new InvalidFieldsError('validation_failed', { whatsappNumber: [BUSINESS_MESSAGES.whatsappInvalid] })
  }
  return digits
}

/**
 * The owner's changes to their business (Configuración → Negocio: name, public address, currency, time zone,
 * contact phone and address, the WhatsApp number and its uses), answered as the business is now. The public
 * menu forgets the business's pages after this write, so the next visit shows the change; an old address
 * redirects to the new one. The audit log records the names of the fields that changed (never their values:
 * a number, an address), in the transaction of the change.
 */
export async function changeBusiness(
  db: Database,
  businessId: string,
  changes: BusinessChanges,
  whatsappMessages: boolean,
  actor: AuditActor,
): Promise<OwnerBusiness> {
  const { whatsappNumber, ...rest } = changes
  const values =
    whatsappNumber === undefined
      ? rest
      : { ...rest, whatsappNumber: await toWhatsAppDigits(db, businessId, whatsappNumber) }
  const recordChange = async (tx: Database, before: Business, after: Business) => {
    const fields = Object.keys(changes).filter(
      (key) => JSON.stringify(before[key as keyof Business]) !== JSON.stringify(after[key as keyof Business]),
    )
    if (fields.length === 0) return
    await recordAudit(tx, {
      businessId,
      actor,
      action: 'business.settings_changed',
      subject: after.name,
      details: { fields },
    })
  }
  const updated = await updateBusiness(db, businessId, values, recordChange).catch((error: unknown) => {
    if (changes.slug !== undefined && isUniqueViolation(error)) return 'slug_taken' as const
    throw error
  })
  if (updated === 'slug_taken') throw slugTaken()
  if (!updated) throw new AppError('not_found', 404)
  return describeBusiness(updated, updated.countryCode, whatsappMessages)
}

import type { Business, BusinessChanges } from '#domain/accounts/business.schema.ts'
import { getCountry } from '#domain/accounts/countries.ts'
import { WHATSAPP_USES, type WhatsAppUses } from '#domain/whatsapp/whatsapp-settings.schema.ts'

/** What Configuración → Negocio edits of the business, every field present: its texts, and its switches. */
export type BusinessFormValues = Required<BusinessChanges>

export const BUSINESS_FORM_FIELDS = [
  'name',
  'slug',
  'currency',
  'timeZone',
  'contactPhone',
  'contactAddress',
  'menuModelEnabled',
  'whatsappNumber',
  'whatsappUses',
] as const satisfies readonly (keyof BusinessFormValues)[]

/**
 * The saved WhatsApp number (wa.me's digits) as its field shows it: without the country's prefix, which the
 * field shows beside it and the server adds back; with its own "+" when it is another country's.
 */
export function typedWhatsAppNumber(business: Pick<Business, 'whatsappNumber' | 'country'>): string {
  const digits = business.whatsappNumber
  if (digits === '') return ''
  const prefix = getCountry(business.country).prefix.replace(/\D/g, '')
  return digits.startsWith(prefix) ? digits.slice(prefix.length) : `+${digits}`
}

/** The form's starting point: the business as it is saved. */
export function businessFormValues(business: Business): BusinessFormValues {
  return {
    name: business.name,
    slug: business.slug,
    currency: business.currency,
    timeZone: business.timeZone,
    contactPhone: business.contactPhone,
    contactAddress: business.contactAddress,
    menuModelEnabled: business.menuModelEnabled,
    whatsappNumber: typedWhatsAppNumber(business),
    whatsappUses: { ...business.whatsappUses },
  }
}

/** The WhatsApp switches turned since the save, alone: the server keeps the others as they are. */
function changedUses(uses: Partial<WhatsAppUses> | undefined, saved: WhatsAppUses): Partial<WhatsAppUses> {
  const changed: Partial<WhatsAppUses> = {}
  for (const use of WHATSAPP_USES) {
    const value = uses?.[use]
    if (value !== undefined && value !== saved[use]) changed[use] = value
  }
  return changed
}

/**
 * Only what differs from the saved business: `PATCH /api/business` changes what it is given, so an untouched
 * slug is never re-sent (and never re-checked against the ones taken meanwhile).
 */
export function changedFields(values: BusinessChanges, business: Business): BusinessChanges {
  const saved = businessFormValues(business)
  const changes: BusinessChanges = {}
  // Generic over the field, so that each keeps its own type (a text, or the switch's boolean).
  const keepIfChanged = <Field extends keyof BusinessChanges>(field: Field) => {
    const value = values[field]
    if (value !== undefined && value !== saved[field]) changes[field] = value
  }
  for (const field of BUSINESS_FORM_FIELDS) if (field !== 'whatsappUses') keepIfChanged(field)
  const uses = changedUses(values.whatsappUses, business.whatsappUses)
  if (Object.keys(uses).length > 0) changes.whatsappUses = uses
  return changes
}

import type { Business, BusinessChanges } from '#domain/accounts/business.schema.ts'

/** What Configuración → Negocio edits of the business, every field present: its texts, and its switch. */
export type BusinessFormValues = Required<BusinessChanges>

export const BUSINESS_FORM_FIELDS = [
  'name',
  'slug',
  'currency',
  'timeZone',
  'contactPhone',
  'contactAddress',
  'menuModelEnabled',
] as const satisfies readonly (keyof BusinessFormValues)[]

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
  }
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
  for (const field of BUSINESS_FORM_FIELDS) keepIfChanged(field)
  return changes
}

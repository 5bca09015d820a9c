import type { TFunction } from 'i18next'
import { z } from 'zod'
import type { AuditEvent } from '#domain/team/audit.ts'
import { ROLES } from '#domain/team/roles.ts'

/** How the details' values are written: in the interface's language, prices in the business's currency. */
export type DetailFormat = {
  t: TFunction
  /** An amount (decimal string) in the business's currency. */
  price: (amount: string) => string
  /** A booking's start, in the business's own time zone. */
  bookingTime: (iso: string) => string
  /** "a, b y c" in the interface's language. */
  list: (items: string[]) => string
}

// An event's details are whatever its server module wrote (a JSON object): each is read with a schema, and
// what does not match is left out rather than shown raw.
const RoleSchema = z.enum(ROLES)
const PricesSchema = z
  .object({ price: z.string().nullable(), specialPrice: z.string().nullable() })
  .nullable()
const PriceChangesSchema = z.object({
  variants: z.array(z.object({ label: z.string(), before: PricesSchema, after: PricesSchema })),
})
const AppointmentSchema = z.object({ startAt: z.string().optional(), by: z.string().optional() })
const InvitationSchema = z.object({ role: RoleSchema })
const RoleChangeSchema = z.object({ name: z.string().optional(), before: RoleSchema, after: RoleSchema })
const RemovalSchema = z.object({
  name: z.string().optional(),
  role: RoleSchema.optional(),
  isLeaving: z.boolean().optional(),
})
const FieldsSchema = z.object({ fields: z.array(z.string()) })

/** The business's settings the log names in words (Configuración → Negocio); any other is left out. */
const BUSINESS_FIELDS = [
  'name',
  'slug',
  'currency',
  'timeZone',
  'contactPhone',
  'contactAddress',
  'menuModelEnabled',
  'whatsappNumber',
  'whatsappUses',
] as const
type BusinessField = (typeof BUSINESS_FIELDS)[number]
const isBusinessField = (field: string): field is BusinessField =>
  (BUSINESS_FIELDS as readonly string[]).includes(field)

/**
 * What an event's details add to its sentence, a line each: a booking's day and who acted, a price's before
 * and after, the role given or changed, the settings changed. None for the actions whose sentence says it all.
 */
export function describeDetails(event: AuditEvent, format: DetailFormat): string[] {
  switch (event.action) {
    case 'appointment.confirmed':
    case 'appointment.cancelled':
      return describeAppointment(event.details, format)
    case 'product.price_changed':
      return describePrices(event.details, format)
    case 'member.invited':
    case 'invitation.revoked': {
      const parsed = InvitationSchema.safeParse(event.details)
      return parsed.success
        ? [format.t('audit.details.role', { role: roleName(parsed.data.role, format) })]
        : []
    }
    case 'member.role_changed':
      return describeRoleChange(event.details, format)
    case 'member.removed':
      return describeRemoval(event.details, format)
    case 'business.settings_changed':
      return describeBusinessFields(event.details, format)
    default:
      return []
  }
}

function roleName(role: z.infer<typeof RoleSchema>, { t }: DetailFormat): string {
  return t(`team.roles.${role}`)
}

function describeAppointment(details: unknown, { t, bookingTime }: DetailFormat): string[] {
  const parsed = AppointmentSchema.safeParse(details)
  if (!parsed.success) return []
  const { startAt, by } = parsed.data
  const parts = [
    ...(startAt && !Number.isNaN(Date.parse(startAt))
      ? [t('audit.details.booking', { when: bookingTime(startAt) })]
      : []),
    ...(by === 'client' ? [t('audit.details.byClient')] : []),
  ]
  return parts.length > 0 ? [parts.join(' · ')] : []
}

function describePrices(details: unknown, format: DetailFormat): string[] {
  const parsed = PriceChangesSchema.safeParse(details)
  if (!parsed.success) return []
  return parsed.data.variants.map(({ label, before, after }) => {
    const values = { before: pricesText(before, format), after: pricesText(after, format) }
    return label
      ? format.t('audit.details.variantPrices', { label, ...values })
      : format.t('audit.details.prices', values)
  })
}

/** A variant's price, with its special price when it has one; "sin precio" when it had none (or no variant). */
function pricesText(prices: z.infer<typeof PricesSchema>, { t, price }: DetailFormat): string {
  if (!prices?.price) return t('audit.details.noPrice')
  if (!prices.specialPrice) return price(prices.price)
  return t('audit.details.withSpecial', { price: price(prices.price), special: price(prices.specialPrice) })
}

function describeRoleChange(details: unknown, format: DetailFormat): string[] {
  const parsed = RoleChangeSchema.safeParse(details)
  if (!parsed.success) return []
  const { name, before, after } = parsed.data
  const change = format.t('audit.details.roleChange', {
    before: roleName(before, format),
    after: roleName(after, format),
  })
  return [name ? `${name} · ${change}` : change]
}

function describeRemoval(details: unknown, format: DetailFormat): string[] {
  const parsed = RemovalSchema.safeParse(details)
  if (!parsed.success) return []
  const { name, role, isLeaving } = parsed.data
  const parts = [
    ...(name ? [name] : []),
    ...(role ? [format.t('audit.details.role', { role: roleName(role, format) })] : []),
    ...(isLeaving ? [format.t('audit.details.left')] : []),
  ]
  return parts.length > 0 ? [parts.join(' · ')] : []
}

function describeBusinessFields(details: unknown, { t, list }: DetailFormat): string[] {
  const parsed = FieldsSchema.safeParse(details)
  if (!parsed.success) return []
  const names = parsed.data.fields
    .filter(isBusinessField)
    .map((field) => t(`audit.details.businessFields.${field}`))
  return names.length > 0 ? [t('audit.details.fields', { fields: list(names) })] : []
}

import { z } from 'zod'
import { COUNTRY_CODES } from '../accounts/countries.ts'

export const BILLING_MESSAGES = {
  required: 'payments.errors.required',
  tooLong: 'payments.errors.tooLong',
} as const

const text = (max: number) =>
  z.string().trim().min(1, BILLING_MESSAGES.required).max(max, BILLING_MESSAGES.tooLong)

/** The billing address (spec §3): name, street, city and country, postal code. Stored per business. */
export const BillingAddressSchema = z
  .object({
    name: text(120),
    street: text(200),
    city: text(120),
    country: z.enum(COUNTRY_CODES),
    postalCode: text(20),
  })
  .strict()
export type BillingAddress = z.infer<typeof BillingAddressSchema>

/** One row of the billing history (spec §3): from the database, never sample content. */
export const BillingRecordSchema = z.object({
  id: z.string(),
  date: z.string(),
  description: z.string(),
  /** An exact decimal string ("49.99"), as every price (docs/decisions/025-money-format.md). */
  amount: z.string(),
  currency: z.string(),
  /** A link to the invoice when one exists. */
  invoiceUrl: z.string().nullable(),
})
export type BillingRecord = z.infer<typeof BillingRecordSchema>

/**
 * `GET /api/billing` (Configuración → Pagos): the plan the business is on, its billing address or null, and
 * its history, newest first. No payment provider is connected, so no payment method exists: no card number
 * or CVC is taken or stored anywhere. `PUT /api/billing/address` saves the address, `DELETE` removes it.
 */
export const BillingOverviewSchema = z.object({
  plan: z.object({ id: z.enum(['free']), name: z.string() }),
  address: BillingAddressSchema.nullable(),
  history: z.array(BillingRecordSchema),
})
export type BillingOverview = z.infer<typeof BillingOverviewSchema>

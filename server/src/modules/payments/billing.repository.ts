import { desc, eq } from 'drizzle-orm'
import type { BillingAddress } from '#domain/payments/billing.schema.ts'
import type { Database } from '../../db/database.ts'
import { billingAddresses, billingRecords } from '../../db/schema.ts'

// The business's billing address and history: every query scoped by the business id.

export async function findBillingAddress(db: Database, businessId: string): Promise<BillingAddress | null> {
  const [row] = await db
    .select({
      name: billingAddresses.name,
      street: billingAddresses.street,
      city: billingAddresses.city,
      country: billingAddresses.country,
      postalCode: billingAddresses.postalCode,
    })
    .from(billingAddresses)
    .where(eq(billingAddresses.businessId, businessId))
  return row ? { ...row, country: row.country as BillingAddress['country'] } : null
}

export async function saveBillingAddress(db: Database, businessId: string, address: BillingAddress) {
  await db
    .insert(billingAddresses)
    .values({ businessId, ...address })
    .onConflictDoUpdate({ target: billingAddresses.businessId, set: { ...address, updatedAt: new Date() } })
}

export async function deleteBillingAddress(db: Database, businessId: string) {
  await db.delete(billingAddresses).where(eq(billingAddresses.businessId, businessId))
}

/** The business's billing history, newest first. */
export function listBillingRecords(db: Database, businessId: string) {
  return db
    .select()
    .from(billingRecords)
    .where(eq(billingRecords.businessId, businessId))
    .orderBy(desc(billingRecords.chargedAt), desc(billingRecords.createdAt))
}

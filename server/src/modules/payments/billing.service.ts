import type { BillingAddress, BillingOverview } from '#domain/payments/billing.schema.ts'
import type { Database } from '../../db/database.ts'
import type { Language } from '../../shared/i18n/language.ts'
import * as repository from './billing.repository.ts'

export type BillingDeps = { db: Database }

// Every business is on the free plan until a payment provider is connected (decision 042: no card is taken).
const FREE_PLAN_NAME: Record<Language, string> = { es: 'Plan gratuito', en: 'Free plan' }

/** Configuración → Pagos: the plan, the billing address or null, and the history, newest first. */
export async function readBilling(
  deps: BillingDeps,
  businessId: string,
  language: Language,
): Promise<BillingOverview> {
  const [address, records] = await Promise.all([
    repository.findBillingAddress(deps.db, businessId),
    repository.listBillingRecords(deps.db, businessId),
  ])
  return {
    plan: { id: 'free', name: FREE_PLAN_NAME[language] },
    address,
    history: records.map((record) => ({
      id: record.id,
      date: record.chargedAt.toISOString(),
      description: record.description,
      amount: record.amount,
      currency: record.currency,
      invoiceUrl: record.invoiceUrl,
    })),
  }
}

/** Saves the business's billing address (the one it has, replaced). */
export async function saveAddress(deps: BillingDeps, businessId: string, address: BillingAddress) {
  await repository.saveBillingAddress(deps.db, businessId, address)
  return address
}

/** Removes the business's billing address; none is no error. */
export async function removeAddress(deps: BillingDeps, businessId: string) {
  await repository.deleteBillingAddress(deps.db, businessId)
}

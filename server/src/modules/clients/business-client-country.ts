import {
  type ClientCountryCode,
  DEFAULT_CLIENT_COUNTRY,
  isClientCountryCode,
} from '#domain/clients/client-countries.ts'
import type { Database } from '../../db/database.ts'
import * as repository from './clients.repository.ts'

/**
 * The country a national phone (no prefix) is read with, and a new client's when nothing else says it: the one
 * the business's owner registered from when it is a client country, else Colombia (docs/product-spec.md §9).
 * Bookings and imports read phones the same way.
 */
export async function businessClientCountry(db: Database, businessId: string): Promise<ClientCountryCode> {
  const country = await repository.findBusinessCountry(db, businessId)
  return country !== undefined && isClientCountryCode(country) ? country : DEFAULT_CLIENT_COUNTRY
}

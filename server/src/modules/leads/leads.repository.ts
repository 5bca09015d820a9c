import type { Contact } from '#domain/leads/contact.schema.ts'
import type { Database } from '../../db/database.ts'
import { leads } from '../../db/schema.ts'
import type { Language } from '../../shared/i18n/language.ts'

/** Stores one lead and answers its id. */
export async function insertLead(
  db: Database,
  lead: Contact,
  origin: { clientAddress: string; language: Language },
): Promise<string> {
  const { acceptPrivacy: _accepted, ...fields } = lead
  const [row] = await db
    .insert(leads)
    .values({ ...fields, ...origin })
    .returning({ id: leads.id })
  return (row as { id: string }).id
}

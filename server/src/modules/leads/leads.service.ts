import type { Contact } from '#domain/leads/contact.schema.ts'
import type { Database } from '../../db/database.ts'
import type { CallerOrigin } from '../../shared/caller-origin.ts'
import { requireWithinHour } from '../../shared/hourly-limit.ts'
import { mailSupport, type SupportMailer } from '../mail/index.ts'
import { leadEmail } from './lead-email.ts'
import { insertLead } from './leads.repository.ts'

export type LeadDependencies = SupportMailer & {
  db: Database
  /** Messages a caller address may send an hour. */
  maxPerHour: number
}

/**
 * Takes one contact-form message: counts it against the caller's hourly limit, stores it
 * and mails it to the support address. The lead is kept even when the mail fails, so none is lost.
 */
export async function createLead(
  deps: LeadDependencies,
  lead: Contact,
  origin: CallerOrigin,
): Promise<string> {
  await requireWithinHour(deps.db, `leads:${origin.clientAddress}`, deps.maxPerHour, 'lead_rate_limited')
  const id = await insertLead(deps.db, lead, origin)
  await mailSupport(deps, 'lead', { leadId: id }, (to) => leadEmail(to, lead, origin.language))
  return id
}

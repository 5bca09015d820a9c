import type { FastifyBaseLogger } from 'fastify'
import type { Contact } from '#domain/leads/contact.schema.ts'
import type { Database } from '../../db/database.ts'
import { countInHour } from '../../db/hourly-limit.ts'
import { RetryLaterError } from '../../errors.ts'
import type { Language } from '../../i18n/language.ts'
import type { Mailer } from '../mail/mailer.ts'
import { leadEmail } from './lead-email.ts'
import { insertLead } from './leads.repository.ts'

export type LeadDependencies = {
  db: Database
  mailer: Mailer
  log: FastifyBaseLogger
  /** Where leads are mailed (SUPPORT_EMAIL); without it they are only stored. */
  supportEmail: string | undefined
  /** Messages a caller address may send an hour. */
  maxPerHour: number
}

/**
 * Takes one contact-form message (issue 8 item 2): counts it against the caller's hourly limit, stores it
 * and mails it to the support address. The lead is kept even when the mail fails, so none is lost.
 */
export async function createLead(
  deps: LeadDependencies,
  lead: Contact,
  origin: { clientAddress: string; language: Language },
): Promise<string> {
  const count = await countInHour(deps.db, `leads:${origin.clientAddress}`, deps.maxPerHour)
  if (!count.isAllowed) throw new RetryLaterError('lead_rate_limited', count.retryAfterSeconds)
  const id = await insertLead(deps.db, lead, origin)
  if (!deps.supportEmail) {
    deps.log.warn({ leadId: id }, 'lead stored but not mailed: SUPPORT_EMAIL is not set')
    return id
  }
  try {
    await deps.mailer.send(leadEmail(deps.supportEmail, lead, origin.language))
  } catch (error) {
    deps.log.error({ err: error, leadId: id }, 'lead stored but could not be mailed')
  }
  return id
}

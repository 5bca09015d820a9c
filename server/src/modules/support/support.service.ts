import type { SentSupportMessage, SupportMessage } from '#domain/support/support-message.schema.ts'
import type { Database } from '../../db/database.ts'
import { AppError } from '../../shared/errors.ts'
import { requireWithinHour } from '../../shared/hourly-limit.ts'
import type { Language } from '../../shared/i18n/language.ts'
import { mailSupport, type SupportMailer } from '../mail/index.ts'
import { findLatestSupportMessages, findSender, insertSupportMessage } from './support.repository.ts'
import { supportEmail } from './support-email.ts'

export type SupportDependencies = SupportMailer & {
  db: Database
  /** Messages one account may send an hour. */
  maxPerHour: number
}

/** How many sent messages the support page lists. */
export const LISTED_SUPPORT_MESSAGES = 20

/**
 * Takes one support-form message of the session's business (decision 019): counts it against the
 * account's hourly limit, stores it and mails it to the support address. The message is kept even when the
 * mail fails, so none is lost.
 */
export async function sendSupportMessage(
  deps: SupportDependencies,
  businessId: string,
  message: SupportMessage,
  language: Language,
): Promise<string> {
  const sender = await findSender(deps.db, businessId)
  if (!sender) throw new AppError('unauthenticated', 401)
  await requireWithinHour(deps.db, `support:${sender.userId}`, deps.maxPerHour, 'support_rate_limited')
  const id = await insertSupportMessage(deps.db, sender, message, language)
  await mailSupport(deps, 'support message', { supportMessageId: id }, (to) =>
    supportEmail(to, sender, message, language),
  )
  return id
}

/** The business's latest support messages, newest first, as the support page lists them. */
export async function listSupportMessages(db: Database, businessId: string): Promise<SentSupportMessage[]> {
  const rows = await findLatestSupportMessages(db, businessId, LISTED_SUPPORT_MESSAGES)
  return rows.map((row) => ({ id: row.id, mensaje: row.message, createdAt: row.createdAt.toISOString() }))
}

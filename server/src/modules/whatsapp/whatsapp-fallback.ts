import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/database.ts'
import { type Mailer, writeToOutbox } from '../mail/index.ts'
import type { WhatsAppMessageRow } from './whatsapp-messages.repository.ts'

// A message that falls back to its e-mail writes that e-mail to the mail outbox in the transaction that moved
// it out of its status, so the e-mail exists if and only if the move stands; the mailer delivers it after the
// commit, and, should SMTP fail then, on its next round (the reminders' job delivers the outbox every
// minute). The WhatsApp message itself is never tried again because of the e-mail.

/** Writes the e-mail of a message just moved to `fell_back_to_email` to the mail outbox, in `tx`. */
export async function writeFallbackMail(tx: Database, row: WhatsAppMessageRow | undefined): Promise<boolean> {
  if (row?.status !== 'fell_back_to_email' || !row.fallbackMail) return false
  await writeToOutbox(tx, row.fallbackMail)
  return true
}

/** Delivers the mail outbox now, after the commit; a failure is only logged (the next round sends it). */
export async function deliverFallbackMail(
  deps: { mailer: Mailer; log: FastifyBaseLogger },
  messageIds: readonly string[],
): Promise<void> {
  try {
    await deps.mailer.deliverOutbox()
    deps.log.info({ whatsappMessages: messageIds }, 'WhatsApp messages given up; their e-mails went instead')
  } catch (error) {
    deps.log.warn(
      { err: error, whatsappMessages: messageIds },
      'the fallback e-mail waits in the mail outbox for the next delivery',
    )
  }
}

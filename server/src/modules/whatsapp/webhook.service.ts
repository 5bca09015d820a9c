import { isOptOutText, WHATSAPP_STATUSES, type WhatsAppStatus } from '#domain/whatsapp/whatsapp-templates.ts'
import type { Database } from '../../db/database.ts'
import type { WebhookStatus, WhatsAppWebhook } from './webhook.schema.ts'
import { writeFallbackMail } from './whatsapp-fallback.ts'
import { claimFailedDelivery, insertOptOut, moveStatusForward } from './whatsapp-messages.repository.ts'

// What the webhook's statuses may set: those after `sent` (an unknown word, or "queued", is ignored).
const WEBHOOK_STATUSES = new Set<string>(['sent', 'delivered', 'read', 'failed'])
const isWebhookStatus = (status: string): status is WhatsAppStatus =>
  WEBHOOK_STATUSES.has(status) && (WHATSAPP_STATUSES as readonly string[]).includes(status)

/** What a delivery changed: how many rows, and the ids of the messages whose e-mail went to the mail outbox. */
export type WebhookOutcome = { changed: number; fellBack: string[] }

// `failed` after `sent` or `delivered`: WhatsApp took the message and could not deliver it (most often a
// number not on WhatsApp); its e-mail goes instead, written to the mail outbox with the move. Any other
// status moves its message forward only.
async function applyStatus(db: Database, status: WebhookStatus): Promise<'moved' | 'fell_back' | null> {
  if (!isWebhookStatus(status.status)) return null
  const at = new Date(Number(status.timestamp) * 1000)
  const error = status.errors?.[0]
  const why = error ? `${error.code ?? ''} ${error.title ?? ''}`.trim() || null : null
  if (status.status !== 'failed') {
    return (await moveStatusForward(db, status.id, status.status, at, why)) ? 'moved' : null
  }
  return db.transaction(async (tx) => {
    const row = await claimFailedDelivery(tx, status.id, at, why)
    if (!row) return null
    return (await writeFallbackMail(tx, row)) ? 'fell_back' : 'moved'
  })
}

/**
 * Applies a verified webhook delivery: each status moves its message forward only (unknown ids are ignored),
 * a `failed` one falling back to the message's e-mail, and a diner's "BAJA"/"STOP" adds their number to the
 * opted-out ones. The caller delivers the mail outbox when something fell back.
 */
export async function applyWebhook(db: Database, payload: WhatsAppWebhook): Promise<WebhookOutcome> {
  const outcome: WebhookOutcome = { changed: 0, fellBack: [] }
  for (const entry of payload.entry) {
    for (const change of entry.changes) {
      if (change.field !== 'messages' || !change.value) continue
      for (const status of change.value.statuses ?? []) {
        const applied = await applyStatus(db, status)
        if (applied) outcome.changed += 1
        if (applied === 'fell_back') outcome.fellBack.push(status.id)
      }
      for (const message of change.value.messages ?? []) {
        const from = message.from.replace(/\D/g, '')
        if (from === '' || message.type !== 'text' || !isOptOutText(message.text?.body ?? '')) continue
        await insertOptOut(db, from)
        outcome.changed += 1
      }
    }
  }
  return outcome
}

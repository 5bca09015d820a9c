import { isOptOutText, WHATSAPP_STATUSES, type WhatsAppStatus } from '#domain/whatsapp/whatsapp-templates.ts'
import type { Database } from '../../db/database.ts'
import type { WhatsAppWebhook } from './webhook.schema.ts'
import { insertOptOut, moveStatusForward } from './whatsapp-messages.repository.ts'

// What the webhook's statuses may set: those after `sent` (an unknown word, or "queued", is ignored).
const WEBHOOK_STATUSES = new Set<string>(['sent', 'delivered', 'read', 'failed'])
const isWebhookStatus = (status: string): status is WhatsAppStatus =>
  WEBHOOK_STATUSES.has(status) && (WHATSAPP_STATUSES as readonly string[]).includes(status)

/**
 * Applies a verified webhook delivery: each status moves its message forward only (unknown ids are ignored),
 * and a diner's "BAJA"/"STOP" adds their number to the opted-out ones. Answers how many rows it changed.
 */
export async function applyWebhook(db: Database, payload: WhatsAppWebhook): Promise<number> {
  let changed = 0
  for (const entry of payload.entry) {
    for (const change of entry.changes) {
      if (change.field !== 'messages' || !change.value) continue
      for (const status of change.value.statuses ?? []) {
        if (!isWebhookStatus(status.status)) continue
        const at = new Date(Number(status.timestamp) * 1000)
        const error = status.errors?.[0]
        const why = error ? `${error.code ?? ''} ${error.title ?? ''}`.trim() : null
        if (await moveStatusForward(db, status.id, status.status, at, why)) changed += 1
      }
      for (const message of change.value.messages ?? []) {
        const from = message.from.replace(/\D/g, '')
        if (from === '' || message.type !== 'text' || !isOptOutText(message.text?.body ?? '')) continue
        await insertOptOut(db, from)
        changed += 1
      }
    }
  }
  return changed
}

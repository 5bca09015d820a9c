import { WHATSAPP_TEMPLATES, type WhatsAppTemplateName } from '#domain/whatsapp/whatsapp-templates.ts'

/**
 * Why a WhatsApp message did not get through, as the client's page says it: the sending side stores a code
 * (`opted_out`, `hourly_limit`, `queue_gave_up`, `timeout`, `http_<status> <code> <title>` from the Cloud API,
 * `<code> <title>` from the webhook's `failed` status), read here by its start so that a detail added after
 * it changes nothing, and anything not known yet reads as WhatsApp's generic failure rather than as a code.
 * Past the hourly limit, a message that stands in for an e-mail says the e-mail went; another (an order's
 * "ready") says it was not sent.
 */
export type WhatsAppErrorReason =
  | { key: 'optedOut' | 'hourlyLimit' | 'hourlyLimitNotSent' | 'queueGaveUp' | 'timeout' }
  | { key: 'refused' | 'undelivered'; code: string | null }

/** The reason of a message's stored `error` (its i18n key under `clients.whatsapp.reason`, and WhatsApp's code). */
export function whatsAppErrorReason(
  error: string,
  template: WhatsAppTemplateName = 'reserva_confirmada',
): WhatsAppErrorReason {
  const text = error.trim().toLowerCase()
  if (text.startsWith('opted_out')) return { key: 'optedOut' }
  if (text.startsWith('hourly_limit')) {
    return { key: WHATSAPP_TEMPLATES[template].standsInForEmail ? 'hourlyLimit' : 'hourlyLimitNotSent' }
  }
  if (text.startsWith('queue_gave_up')) return { key: 'queueGaveUp' }
  if (text.startsWith('timeout')) return { key: 'timeout' }
  // The Cloud API's 4xx or 5xx, and the error's own number after it when it gave one ("http_400 131026 …").
  const refused = /^http_[45]\d\d\b(?:\s+(\d+)\b)?/.exec(text)
  if (refused) return { key: 'refused', code: refused[1] ?? null }
  // WhatsApp's number for a message it took and then could not deliver ("131026 Message undeliverable").
  return { key: 'undelivered', code: /^(\d+)\b/.exec(text)?.[1] ?? null }
}

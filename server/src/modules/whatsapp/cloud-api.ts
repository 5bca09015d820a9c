import type { WhatsAppLanguage } from '#domain/whatsapp/whatsapp-link.ts'
import type { WhatsAppTemplateName } from '#domain/whatsapp/whatsapp-templates.ts'
import type { WhatsAppConfig } from '../../config.ts'

/** One template message as the Cloud API takes it: the recipient's digits and the variables in order. */
export type TemplateMessage = {
  to: string
  template: WhatsAppTemplateName
  language: WhatsAppLanguage
  variables: readonly string[]
}

/**
 * What the Cloud API answered: the message's id (`wamid.…`), or why not and whether trying again may help (a
 * timeout, a network error, a 5xx or a 429); any other 4xx is final. `status` is the HTTP status, 0 without one.
 */
export type SendOutcome =
  | { isSent: true; messageId: string }
  | { isSent: false; isRetryable: boolean; status: number; error: string }

/** The request body of a template message (Cloud API "Send message", type `template`). */
export function templateRequestBody(message: TemplateMessage) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to,
    type: 'template',
    template: {
      name: message.template,
      language: { code: message.language },
      components: [{ type: 'body', parameters: message.variables.map((text) => ({ type: 'text', text })) }],
    },
  }
}

// The API's error as stored on the outbox row: its code and title, never the request (the diner's number).
function describeError(status: number, body: unknown): string {
  const error = (body as { error?: { code?: unknown; error_subcode?: unknown; message?: unknown } } | null)
    ?.error
  const code = typeof error?.code === 'number' || typeof error?.code === 'string' ? ` ${error.code}` : ''
  const title = typeof error?.message === 'string' ? ` ${error.message.slice(0, 200)}` : ''
  return `http_${status}${code}${title}`
}

// A body that is no JSON (or that stopped coming) reads as none.
const readJson = (response: Response): Promise<unknown> => response.json().catch(() => null)

/**
 * Sends one template message: `POST <apiUrl>/<phoneNumberId>/messages` with the bearer token, given up after
 * `timeoutMs`. Never throws; the token and the message are never logged by it.
 */
export async function sendTemplateMessage(
  config: WhatsAppConfig,
  message: TemplateMessage,
): Promise<SendOutcome> {
  let response: Response
  try {
    response = await fetch(`${config.apiUrl}/${encodeURIComponent(config.phoneNumberId)}/messages`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${config.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(templateRequestBody(message)),
      signal: AbortSignal.timeout(config.timeoutMs),
    })
  } catch (error) {
    const isTimeout = error instanceof DOMException && error.name === 'TimeoutError'
    return { isSent: false, isRetryable: true, status: 0, error: isTimeout ? 'timeout' : 'network_error' }
  }
  const body = await readJson(response)
  if (response.ok) {
    const id = (body as { messages?: { id?: unknown }[] } | null)?.messages?.[0]?.id
    if (typeof id === 'string' && id !== '') return { isSent: true, messageId: id }
    return { isSent: false, isRetryable: true, status: response.status, error: 'no_message_id' }
  }
  const isRetryable = response.status >= 500 || response.status === 429
  return {
    isSent: false,
    isRetryable,
    status: response.status,
    error: describeError(response.status, body),
  }
}

import { createHmac } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

// A stand-in for the WhatsApp Business Cloud API on a local port, for the server's tests and the browser
// journeys' services alike (no test runner in it): it records each request and answers, in order, what the
// test programmed; with nothing programmed, a 200 with a fresh message id. `signWebhookBody` signs a webhook
// delivery as Meta does, for the tests that post to the server's webhook.

/** One request as the fake received it: the body parsed when it is JSON, and the id it answered with. */
export type WhatsAppApiRequest = {
  method: string
  path: string
  headers: IncomingHttpHeaders
  body: unknown
  /** The message id of the 200 it was answered with (the id the webhook's statuses name); null for no 200. */
  messageId: string | null
}

/**
 * What the fake answers a request: `sent` (200 and a wamid), `refused` (400 and a Graph API error body),
 * `broken` (500), `busy` (429), or `stall` (no answer for `ms`, past the client's timeout, then a 200).
 */
export type WhatsAppApiAnswer =
  | { kind: 'sent'; messageId?: string }
  | { kind: 'refused'; code?: number; title?: string }
  | { kind: 'broken' }
  | { kind: 'busy' }
  | { kind: 'stall'; ms: number }

export type FakeWhatsAppApi = {
  /** The API's address with a version, as WHATSAPP_API_URL takes it. */
  apiUrl: string
  /** Every request so far, oldest first. */
  requests: WhatsAppApiRequest[]
  /** Queues answers for the next requests, in order. */
  answer: (...answers: WhatsAppApiAnswer[]) => void
  /** Forgets the requests and the answers not yet given. */
  reset: () => void
  close: () => Promise<void>
}

/** `sha256=` and the hex HMAC-SHA256 of the body with the app secret: the `X-Hub-Signature-256` header. */
export function signWebhookBody(body: string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`
}

const API_VERSION = 'v21.0'

function reply(answer: WhatsAppApiAnswer, messageId: string): { status: number; body: unknown } {
  switch (answer.kind) {
    case 'sent':
    case 'stall':
      return {
        status: 200,
        body: {
          messaging_product: 'whatsapp',
          contacts: [{ input: 'hidden', wa_id: 'hidden' }],
          messages: [{ id: messageId }],
        },
      }
    case 'refused':
      return {
        status: 400,
        body: {
          error: {
            message: answer.title ?? '(#131030) Recipient phone number not in allowed list',
            type: 'OAuthException',
            code: answer.code ?? 131030,
            fbtrace_id: 'fake',
          },
        },
      }
    case 'broken':
      return { status: 500, body: { error: { message: 'An unknown error occurred', code: 1 } } }
    case 'busy':
      return { status: 429, body: { error: { message: 'Too many messages', code: 130429 } } }
  }
}

/** Starts the fake on a free local port (or `port`). */
export async function startFakeWhatsAppApi(options: { port?: number } = {}): Promise<FakeWhatsAppApi> {
  const requests: WhatsAppApiRequest[] = []
  let answers: WhatsAppApiAnswer[] = []
  const stalls = new Set<NodeJS.Timeout>()
  let received = 0
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      let body: unknown = text
      try {
        body = JSON.parse(text)
      } catch {}
      const path = (request.url ?? '').replace(/\?.*$/, '')
      const answer = answers.shift() ?? { kind: 'sent' }
      // The id programmed, else a fresh one per request: `wamid.fake<n>`, n counting every request since the
      // fake started (a reset does not start it again: ids are unique in the outbox).
      received += 1
      const id = (answer.kind === 'sent' && answer.messageId) || `wamid.fake${received}`
      const { status, body: answerBody } = reply(answer, id)
      const messageId = status === 200 ? id : null
      requests.push({ method: request.method ?? '', path, headers: request.headers, body, messageId })
      const send = () => {
        if (response.destroyed) return
        response.writeHead(status, { 'content-type': 'application/json' })
        response.end(JSON.stringify(answerBody))
      }
      if (answer.kind !== 'stall') return send()
      const timer = setTimeout(() => {
        stalls.delete(timer)
        send()
      }, answer.ms)
      stalls.add(timer)
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    apiUrl: `http://127.0.0.1:${port}/${API_VERSION}`,
    requests,
    answer: (...next) => {
      answers.push(...next)
    },
    reset: () => {
      requests.length = 0
      answers = []
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of stalls) clearTimeout(timer)
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

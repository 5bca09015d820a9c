// The outside world of the browser journeys, on this machine: a real SMTP listener the server mails to, a
// real OpenID Connect provider it signs people in with, and a fake WhatsApp Cloud API it sends templates to.
// Playwright starts this before the server; journeys read the mail through `GET /mail?to=` (and
// `&contains=`, to take only their own; `&wait=0` for the mail so far, without waiting for one) and the
// WhatsApp messages through `GET /whatsapp?to=&atLeast=` on the control port.
import { createServer } from 'node:http'
import { startFakeWhatsAppApi } from '../../server/src/test/fake-whatsapp-api.ts'
import { startMailCatcher } from '../../server/src/test/mail-catcher.ts'
import { startOidcProvider } from '../../server/src/test/oidc-provider.ts'
import { E2E_SERVICES } from './services-config.ts'

const mail = await startMailCatcher({ port: E2E_SERVICES.smtpPort })
const identity = await startOidcProvider(`${E2E_SERVICES.appUrl}/api/auth/callback/oidc`, {
  port: E2E_SERVICES.oidcPort,
  client: { clientId: E2E_SERVICES.oidcClientId, clientSecret: E2E_SERVICES.oidcClientSecret },
})

const whatsapp = await startFakeWhatsAppApi({ port: E2E_SERVICES.whatsappPort })

/** The template messages sent to `to`, as the journeys read them (no other header than the token's). */
const whatsAppSentTo = (to: string) =>
  whatsapp.requests
    .filter((request) => (request.body as { to?: string } | null)?.to === to)
    .map((request) => ({
      path: request.path,
      authorization: request.headers.authorization,
      body: request.body,
      messageId: request.messageId,
    }))

// How long the control port waits for what a journey asks for before answering 404, in milliseconds.
const WAIT_MS = 10_000

/** The messages sent to `to` once there are `atLeast` of them, or null when `WAIT_MS` pass first. */
async function waitForWhatsApp(to: string, atLeast: number) {
  const deadline = Date.now() + WAIT_MS
  for (;;) {
    const sent = whatsAppSentTo(to)
    if (sent.length >= atLeast) return sent
    if (Date.now() >= deadline) return null
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const control = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost')
  if (url.pathname === '/health') return void response.end('ok')
  if (url.pathname === '/whatsapp') {
    const atLeast = Number(url.searchParams.get('atLeast') ?? 0)
    return void waitForWhatsApp(url.searchParams.get('to') ?? '', atLeast).then((sent) => {
      response.statusCode = sent ? 200 : 404
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify(sent ?? []))
    })
  }
  const to = url.searchParams.get('to')
  if (url.pathname !== '/mail' || !to) {
    response.statusCode = 404
    return void response.end()
  }
  const contains = url.searchParams.get('contains') ?? ''
  const wait = Number(url.searchParams.get('wait') ?? WAIT_MS)
  mail
    .nextMail(to, wait, (message) => message.text.includes(contains))
    .then(
      (message) => {
        response.setHeader('content-type', 'application/json')
        response.end(JSON.stringify(message))
      },
      () => {
        response.statusCode = 404
        response.end()
      },
    )
})
control.listen(E2E_SERVICES.controlPort, '127.0.0.1')

const stop = async () => {
  control.close()
  await Promise.all([mail.close(), identity.close(), whatsapp.close()])
  process.exit(0)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)

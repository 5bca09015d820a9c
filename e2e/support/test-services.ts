// The outside world of the browser journeys, on this machine: a real SMTP listener the server mails to, and
// a real OpenID Connect provider it signs people in with. Playwright starts this before the server;
// journeys read the mail through `GET /mail?to=` (and `&contains=`, to take only their own) on the control
// port.
import { createServer } from 'node:http'
import { startMailCatcher } from '../../server/src/test/mail-catcher.ts'
import { startOidcProvider } from '../../server/src/test/oidc-provider.ts'
import { E2E_SERVICES } from './services-config.ts'

const mail = await startMailCatcher({ port: E2E_SERVICES.smtpPort })
const identity = await startOidcProvider(`${E2E_SERVICES.appUrl}/api/auth/callback/oidc`, {
  port: E2E_SERVICES.oidcPort,
  client: { clientId: E2E_SERVICES.oidcClientId, clientSecret: E2E_SERVICES.oidcClientSecret },
})

const control = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost')
  if (url.pathname === '/health') return void response.end('ok')
  const to = url.searchParams.get('to')
  if (url.pathname !== '/mail' || !to) {
    response.statusCode = 404
    return void response.end()
  }
  const contains = url.searchParams.get('contains') ?? ''
  mail
    .nextMail(to, 10_000, (message) => message.text.includes(contains))
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
  await Promise.all([mail.close(), identity.close()])
  process.exit(0)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)

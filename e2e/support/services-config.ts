// Where the journeys' outside services listen; the app server is told the same addresses.
const appPort = Number(process.env.E2E_PORT ?? 4173)

export const E2E_SERVICES = {
  appUrl: `http://127.0.0.1:${appPort}`,
  controlPort: appPort + 10,
  smtpPort: appPort + 11,
  oidcPort: appPort + 12,
  /** The app server's clock (e2e/support/app-server.ts). */
  clockPort: appPort + 13,
  /** A stand-in for the WhatsApp Business Cloud API (server/src/test/fake-whatsapp-api.ts). */
  whatsappPort: appPort + 14,
  whatsappAppSecret: '0123456789abcdef0123456789abcdef',
  oidcClientId: 'vitrina-e2e',
  oidcClientSecret: 'a-secret-only-the-journeys-know',
  oidcName: 'Identidad de prueba',
}

/** The environment that points the app server at those services. */
export function serverEnvironment(): Record<string, string> {
  return {
    PUBLIC_URL: E2E_SERVICES.appUrl,
    SMTP_URL: `smtp://127.0.0.1:${E2E_SERVICES.smtpPort}`,
    OIDC_DISCOVERY_URL: `http://127.0.0.1:${E2E_SERVICES.oidcPort}/.well-known/openid-configuration`,
    OIDC_CLIENT_ID: E2E_SERVICES.oidcClientId,
    OIDC_CLIENT_SECRET: E2E_SERVICES.oidcClientSecret,
    OIDC_NAME: E2E_SERVICES.oidcName,
    // All journeys sign in from 127.0.0.1: the per-address limit of a real server would stop the suite
    // (the limit itself is proven by the server's tests). better-auth starts a new window only after a
    // quiet minute, so a suite that never pauses counts all its sign-ups together: three runs of every
    // journey (--repeat-each=3) pass 200.
    AUTH_RATE_LIMIT: '2000',
    MENU_RATE_LIMIT: '200',
    BOOKING_RATE_LIMIT: '200',
    // Every journey's diner opens public menus from 127.0.0.1, and the journeys together open more than a
    // real address's 60 a minute: past it a diner's beacon would be refused and its visit not counted.
    VISIT_RATE_LIMIT: '5000',
    // Journeys share one owner account (fixtures.ts): its uploads may overlap, which a real business's would not.
    MENU_BUSINESS_ACTIVE_LIMIT: '20',
    MENU_BUSINESS_DAILY_LIMIT: '1000',
    // Every journey's visitor uploads from 127.0.0.1, and the two workers' journeys overlap.
    MENU_VISITOR_ACTIVE_LIMIT: '20',
    // The readers at the server's own priority: below it, on 2 cores kept busy by the browsers and the
    // journeys, a read would wait for whole seconds at a time and pass its minute (the lower priority is
    // proven by the server's tests and measured by bench:public-menu).
    MENU_WORKER_PRIORITY: '0',
    SUPPORT_EMAIL: 'ayuda@vitrina.test',
    // WhatsApp messages go to the journeys' fake Cloud API: the booking form then offers its consent box.
    WHATSAPP_API_URL: `http://127.0.0.1:${E2E_SERVICES.whatsappPort}/v23.0`,
    WHATSAPP_TOKEN: 'journeys-whatsapp-token-0000',
    WHATSAPP_PHONE_NUMBER_ID: '100200300400500',
    WHATSAPP_APP_SECRET: E2E_SERVICES.whatsappAppSecret,
    WHATSAPP_VERIFY_TOKEN: 'journeys-verify-token',
  }
}

/**
 * The next email to `to` that the journeys' SMTP listener caught (waits up to 10 s, or `wait` milliseconds:
 * 0 for the mail caught so far); with `contains`, the next whose text holds it, leaving other journeys' mail
 * to the same address (the support address) alone. Throws when none came.
 */
export async function fetchMail(
  to: string,
  contains = '',
  options: { wait?: number } = {},
): Promise<{
  subject: string
  text: string
  html: string
  attachments: { filename: string; contentType: string; content: string }[]
}> {
  const query = new URLSearchParams({ to, contains })
  if (options.wait !== undefined) query.set('wait', String(options.wait))
  const response = await fetch(`http://127.0.0.1:${E2E_SERVICES.controlPort}/mail?${query}`)
  if (!response.ok) throw new Error(`No email reached ${to}`)
  return response.json()
}

/** The app server's time, in milliseconds: the wall clock's, or later once a journey moved it on. */
export async function serverNow(): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${E2E_SERVICES.clockPort}/now`)
  return ((await response.json()) as { now: number }).now
}

/** Moves the app server's clock on to `at` (milliseconds); a clock already past it stays where it is. */
export async function moveServerClockTo(at: number): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${E2E_SERVICES.clockPort}/now?at=${at}`, { method: 'POST' })
  if (!response.ok) throw new Error(`The server's clock did not move (${response.status})`)
}

/** A template message the fake WhatsApp Cloud API received: its path, and the body the server sent. */
export type WhatsAppSent = {
  /** The id the fake API answered with, which the webhook's statuses name; null when it answered no 200. */
  messageId: string | null
  path: string
  authorization: string
  body: {
    to: string
    type: string
    template: { name: string; language: { code: string }; components: { parameters: { text: string }[] }[] }
  }
}

/**
 * Every template message the fake WhatsApp Cloud API received for `to` (digits with the country code) so
 * far; with `atLeast`, waits up to 10 s for that many.
 */
export async function fetchWhatsApp(to: string, atLeast = 0): Promise<WhatsAppSent[]> {
  const query = new URLSearchParams({ to, atLeast: String(atLeast) })
  const response = await fetch(`http://127.0.0.1:${E2E_SERVICES.controlPort}/whatsapp?${query}`)
  if (!response.ok) throw new Error(`Fewer than ${atLeast} WhatsApp messages reached ${to}`)
  return response.json()
}

/** Posts a webhook delivery to the app as Meta does: the JSON body signed with the app's secret. */
export async function postWhatsAppWebhook(body: unknown): Promise<Response> {
  const text = JSON.stringify(body)
  const { createHmac } = await import('node:crypto')
  const signature = createHmac('sha256', E2E_SERVICES.whatsappAppSecret).update(text).digest('hex')
  return fetch(`${E2E_SERVICES.appUrl}/api/whatsapp/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${signature}` },
    body: text,
  })
}

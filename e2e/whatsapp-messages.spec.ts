import type { Browser, Page } from '@playwright/test'
import { expect, newAccount, registerConfirmedOwner, test } from './fixtures.ts'
import { bogotaDate } from './support/clients-journey.ts'
import { E2E_SERVICES, fetchMail, fetchWhatsApp, postWhatsAppWebhook } from './support/services-config.ts'

// With the WhatsApp Cloud API configured (the journeys' services run a fake one), a diner booking on a phone
// without script finds the WhatsApp box unticked: left so, the confirmation goes by e-mail; ticked, it goes
// as the `reserva_confirmada` template in the diner's language to the fake API, and not by e-mail. The owner
// then sees the message on the client's page in Clientes, and its "delivered" status once the (signed)
// webhook says so.

const PHONE = { width: 390, height: 844 }

const WORDS = {
  es: {
    date: 'Día',
    party: 'Personas',
    see: 'Ver horas libres',
    name: 'Nombre',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    consent: 'Quiero recibir la confirmación y el recordatorio por WhatsApp',
    send: 'Enviar reserva',
    confirmed: /confirmada/i,
    mailSaysConfirmed: 'está confirmada',
    partyOfTwo: '2 personas',
  },
  en: {
    date: 'Day',
    party: 'People',
    see: 'See free times',
    name: 'Name',
    phone: 'Phone',
    email: 'E-mail',
    consent: 'Send me the confirmation and reminder on WhatsApp',
    send: 'Send booking',
    confirmed: /confirmed/i,
    mailSaysConfirmed: 'is confirmed',
    partyOfTwo: '2 people',
  },
} as const

/** An owner in Colombia whose public bookings are confirmed at once; answers the slug and the business's name. */
async function openRestaurant(page: Page): Promise<{ slug: string; name: string }> {
  const account = newAccount('whatsapp')
  const { slug } = (await registerConfirmedOwner(page.request, account)).business
  const catalogue = await page.request.post('/api/catalogues', { data: { template: 'clasico' } })
  expect(catalogue.ok(), await catalogue.text()).toBe(true)
  const rules = await page.request.get('/api/booking-rules')
  const saved = await page.request.put('/api/booking-rules', {
    data: { ...(await rules.json()).rules, reservasPublicas: true, autoConfirmar: true },
  })
  expect(saved.ok(), await saved.text()).toBe(true)
  return { slug, name: account.businessName }
}

type Diner = { name: string; phone: string; email: string; agrees: boolean }

/** A diner on a phone without script books 2 at 20:00 three days on, ticking the WhatsApp box or not. */
async function bookWithoutScript(browser: Browser, slug: string, language: 'es' | 'en', diner: Diner) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: test.info().project.use.baseURL,
    viewport: PHONE,
  })
  try {
    const page = await context.newPage()
    const words = WORDS[language]
    await page.goto(`/m/${slug}/reservar?lang=${language}`)
    await page.getByLabel(words.date).fill(bogotaDate(3))
    await page.getByLabel(words.party).selectOption('2')
    await page.getByRole('button', { name: words.see }).click()
    await page.getByRole('button', { name: '20:00' }).click()
    await page.getByLabel(words.name).fill(diner.name)
    await page.getByLabel(words.phone).fill(diner.phone)
    await page.getByLabel(words.email).fill(diner.email)
    const consent = page.getByRole('checkbox', { name: words.consent })
    await expect(consent).not.toBeChecked()
    if (diner.agrees) await consent.check()
    await page.screenshot({
      path: test.info().outputPath(`booking-${language}-${diner.agrees ? 'ticked' : 'unticked'}.png`),
      fullPage: true,
    })
    await page.getByRole('button', { name: words.send }).click()
    await expect(page.getByRole('heading', { name: words.confirmed })).toBeVisible()
  } finally {
    await context.close()
  }
}

/** Digits of a Colombian mobile unique to this run, with its country code as WhatsApp takes it. */
function colombianMobile(): { typed: string; whatsapp: string } {
  const digits = String(Date.now() % 10_000_000).padStart(7, '0')
  return { typed: `+57 310 ${digits}`, whatsapp: `57310${digits}` }
}

test('the booking confirmation goes by WhatsApp when the diner ticks the box, by e-mail when not', async ({
  page,
  visit,
  expectAccessible,
  browser,
}) => {
  test.setTimeout(180_000)
  const { slug, name: business } = await openRestaurant(page)
  const sentByWhatsApp: { email: string; messageId: string; name: string }[] = []

  for (const language of ['es', 'en'] as const) {
    // The booking page with its box, with script on so that axe can run on it.
    await page.setViewportSize(PHONE)
    await visit(`/m/${slug}/reservar?lang=${language}&date=${bogotaDate(3)}&party=2&time=20:00`)
    await expect(page.getByRole('checkbox', { name: WORDS[language].consent })).not.toBeChecked()
    await expectAccessible()

    const byMail = { ...colombianMobile(), email: `por-correo-${language}-${Date.now()}@example.com` }
    await bookWithoutScript(browser, slug, language, {
      name: `Correo ${language}`,
      phone: byMail.typed,
      email: byMail.email,
      agrees: false,
    })
    const mail = await fetchMail(byMail.email, WORDS[language].mailSaysConfirmed)
    expect(mail.attachments.some((file) => file.contentType.startsWith('text/calendar'))).toBe(true)

    const byWhatsApp = { ...colombianMobile(), email: `por-whatsapp-${language}-${Date.now()}@example.com` }
    const dinerName = `WhatsApp ${language}`
    await bookWithoutScript(browser, slug, language, {
      name: dinerName,
      phone: byWhatsApp.typed,
      email: byWhatsApp.email,
      agrees: true,
    })
    const [sent] = await fetchWhatsApp(byWhatsApp.whatsapp, 1)
    expect(sent?.path).toBe('/v23.0/100200300400500/messages')
    expect(sent?.authorization).toBe('Bearer journeys-whatsapp-token-0000')
    expect(sent?.body.type).toBe('template')
    expect(sent?.body.template.name).toBe('reserva_confirmada')
    expect(sent?.body.template.language.code).toBe(language)
    const variables = sent?.body.template.components[0]?.parameters.map((parameter) => parameter.text) ?? []
    expect(variables).toHaveLength(5)
    expect(variables.slice(0, 2)).toEqual([dinerName, business])
    expect(variables[3]).toBe(WORDS[language].partyOfTwo)
    expect(variables[4]).toMatch(
      new RegExp(`^${E2E_SERVICES.appUrl}/m/${slug}/reservar/cancelar\\?token=`.replaceAll('.', '\\.')),
    )
    // The diner who left the box alone got nothing on WhatsApp (their booking was sent before this one's).
    expect(await fetchWhatsApp(byMail.whatsapp)).toEqual([])
    // The diner who chose WhatsApp got no confirmation e-mail: one would have gone before their booking was
    // answered (the page said confirmed), and so before its WhatsApp message came: the mail so far tells.
    await expect(
      fetchMail(byWhatsApp.email, WORDS[language].mailSaysConfirmed, { wait: 0 }),
    ).rejects.toThrow()
    sentByWhatsApp.push({ email: byWhatsApp.email, messageId: sent?.messageId ?? '', name: dinerName })
  }

  const [spanish] = sentByWhatsApp

  // The owner finds the message on the client's page; WhatsApp's webhook then says it was delivered.
  await page.setViewportSize({ width: 1280, height: 800 })
  const found = await page.request.get(`/api/clients?q=${encodeURIComponent(spanish!.name)}`)
  const [client] = (await found.json()).clients as { id: string }[]
  await visit(`/dashboard/clientes/${client!.id}`)
  const record = page.getByRole('region', { name: 'WhatsApp' })
  await expect(record).toContainText('Aceptó recibir mensajes por WhatsApp')
  // The status badge says exactly this ("Estado: " for screen readers), not "Enviado por correo".
  const confirmation = record.getByRole('listitem').filter({ hasText: 'Confirmación de reserva' })
  await expect(confirmation.getByText('Estado: Enviado', { exact: true })).toBeVisible()
  const delivered = await postWhatsAppWebhook({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'journeys',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              statuses: [
                {
                  id: spanish!.messageId,
                  status: 'delivered',
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  recipient_id: 'hidden',
                },
              ],
            },
          },
        ],
      },
    ],
  })
  expect(delivered.status).toBe(200)
  await page.reload()
  await expect(confirmation.getByText('Estado: Entregado', { exact: true })).toBeVisible()
  await expectAccessible()
  await page.screenshot({ path: test.info().outputPath('client-whatsapp-es.png'), fullPage: true })
})

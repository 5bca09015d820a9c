import type { Page } from '@playwright/test'
import { expect, newAccount, registerConfirmedOwner, test } from './fixtures.ts'
import { fetchMail } from './support/services-config.ts'

// A diner books a table on a restaurant's public page, without any script, on a phone and a desktop, in
// Spanish and English: from the menu's "Reservar" link through the day, the free times and their details to
// "request received". The owner sees them pending in the calendar and the list and confirms one; that
// diner's e-mail carries a calendar file whose start is on the restaurant's clock (Bogotá) with its TZID, and
// a cancel link that cancels it.

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } }

const WORDS = {
  es: {
    book: 'Reservar',
    date: 'Día',
    party: 'Personas',
    see: 'Ver horas libres',
    name: 'Nombre',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    notes: 'Notas (opcional)',
    send: 'Enviar reserva',
    received: 'Solicitud recibida',
    past: 'Ese día ya pasó',
  },
  en: {
    book: 'Book a table',
    date: 'Day',
    party: 'People',
    see: 'See free times',
    name: 'Name',
    phone: 'Phone',
    email: 'E-mail',
    notes: 'Notes (optional)',
    send: 'Send booking',
    received: 'Request received',
    past: 'That day has passed',
  },
} as const

/** A date `days` after today on Bogotá's clock, "YYYY-MM-DD". */
function bogotaDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date())
  const date = new Date(`${today}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** An owner in Colombia (Bogotá's clock) with a menu and public bookings on; answers the slug. */
async function openRestaurant(page: Page): Promise<string> {
  const { slug } = (await registerConfirmedOwner(page.request, newAccount('reservas'))).business
  const catalogue = await page.request.post('/api/catalogues', { data: { template: 'clasico' } })
  expect(catalogue.ok(), await catalogue.text()).toBe(true)
  const rules = await page.request.get('/api/booking-rules')
  const saved = await page.request.put('/api/booking-rules', {
    data: { ...(await rules.json()).rules, reservasPublicas: true },
  })
  expect(saved.ok(), await saved.text()).toBe(true)
  return slug
}

/** One diner per pass, so that the owner can tell their four requests apart. */
const DINERS: Record<string, string> = {
  'phone-es': 'Lucía Gómez',
  'phone-en': 'Ana Ruiz',
  'desktop-es': 'Marta Díaz',
  'desktop-en': 'Sofía León',
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true })

/** Unfolds an iCalendar file's lines and answers the event's line of the property `name` (with its parameters). */
function eventProperty(ics: string, name: string): string | undefined {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n')
  const event = lines.slice(lines.indexOf('BEGIN:VEVENT'), lines.indexOf('END:VEVENT'))
  return event.find((line) => line.startsWith(`${name};`) || line.startsWith(`${name}:`))
}

test('a diner books on the public page, the owner confirms, the calendar file and the cancel link work', async ({
  page,
  visit,
  expectAccessible,
}) => {
  // Four bookings with four axe runs and screenshots each, then the owner: minutes on a busy 2-core machine.
  test.setTimeout(300_000)
  const slug = await openRestaurant(page)
  const date = bogotaDate(3)
  const emails: Record<string, string> = {}

  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport)
    for (const language of ['es', 'en'] as const) {
      const words = WORDS[language]
      const email = `comensal-${device}-${language}-${Date.now()}@example.com`
      emails[`${device}-${language}`] = email
      await visit(`/m/${slug}?lang=${language}`)
      await shot(page, `menu-${device}-${language}`)
      await page.getByRole('link', { name: words.book }).click()
      await expect(page).toHaveURL(new RegExp(`/m/${slug}/reservar\\?lang=${language}$`))
      await expectAccessible()
      await shot(page, `booking-1-${device}-${language}`)

      await page.getByLabel(words.date).fill(date)
      await page.getByLabel(words.party).selectOption('4')
      await page.getByRole('button', { name: words.see }).click()
      await expect(page.getByRole('button', { name: '20:00' })).toBeVisible()
      await expectAccessible()
      await shot(page, `booking-2-${device}-${language}`)

      await page.getByRole('button', { name: '20:00' }).click()
      await page.getByLabel(words.name).fill(DINERS[`${device}-${language}`]!)
      await page.getByLabel(words.phone).fill('+57 311 222 3333')
      await page.getByLabel(words.email).fill(email)
      await page.getByLabel(words.notes).fill('Cumpleaños: una vela, por favor')
      await expectAccessible()
      await shot(page, `booking-3-${device}-${language}`)

      await page.getByRole('button', { name: words.send }).click()
      await expect(page.getByRole('heading', { name: words.received })).toBeVisible()
      await expectAccessible()
      await shot(page, `booking-4-${device}-${language}`)

      // A day already past: the page says so in the visitor's language and offers the nearest free times.
      await visit(`/m/${slug}/reservar?lang=${language}&date=${bogotaDate(-1)}&party=2`)
      await expect(page.getByText(words.past)).toBeVisible()
      await shot(page, `booking-refused-${device}-${language}`)
    }
  }

  // The owner sees the four requests pending in the calendar and the list, and confirms Lucía's.
  await page.setViewportSize(VIEWPORTS.desktop)
  await visit('/dashboard/reservas')
  if (date.slice(0, 7) !== bogotaDate(0).slice(0, 7)) {
    await page.getByRole('button', { name: 'Mes siguiente' }).click()
  }
  const day = page.locator(`td[data-date="${date}"]`)
  await expect(day.getByRole('listitem')).toHaveCount(2)
  await expect(day.getByRole('button', { name: /^20:00 .*, Pendiente/ }).first()).toBeVisible()
  await expect(day.getByRole('button', { name: /^\+2 más/ })).toBeVisible()
  await page.getByRole('button', { name: 'Lista' }).click()
  await page.getByRole('searchbox', { name: 'Buscar cliente' }).fill('Lucía')
  const lucia = page.getByRole('article', { name: '20:00 Lucía Gómez' })
  await expect(lucia).toContainText('Pendiente')
  await expect(lucia).toContainText('Cumpleaños: una vela, por favor')
  await lucia.getByRole('button', { name: 'Confirmar' }).click()
  await expect(lucia).toContainText('Confirmada')
  await expectAccessible()
  await shot(page, 'owner-confirmed-desktop-es')
  const listed = await page.request.get(`/api/appointments?from=${date}&to=${date}`)
  const appointments = (await listed.json()).appointments as { id: string; email: string; status: string }[]
  expect(appointments).toHaveLength(4)
  const booking = appointments.find((appointment) => appointment.email === emails['phone-es'])!
  expect(booking.status).toBe('confirmed')

  const mail = await fetchMail(emails['phone-es']!, 'está confirmada')
  expect(mail.subject).toMatch(/^Reserva confirmada en /)
  const ics = mail.attachments.find((file) => file.contentType.startsWith('text/calendar'))?.content ?? ''
  expect(eventProperty(ics, 'DTSTART')).toBe(`DTSTART;TZID=America/Bogota:${date.replaceAll('-', '')}T200000`)
  expect(eventProperty(ics, 'DTEND')).toBe(`DTEND;TZID=America/Bogota:${date.replaceAll('-', '')}T213000`)
  expect(ics).toMatch(/BEGIN:VTIMEZONE\r\nTZID:America\/Bogota\r\n/)

  const link = mail.text.match(/https?:\/\/\S+\/reservar\/cancelar\?token=\S+/)?.[0]
  expect(link).toBeTruthy()
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport)
    await visit(new URL(link!).pathname + new URL(link!).search)
    await expect(page.getByRole('button', { name: 'Cancelar la reserva' })).toBeVisible()
    await shot(page, `cancel-${device}-es`)
    await visit(`${new URL(link!).pathname}${new URL(link!).search}&lang=en`)
    await expect(page.getByRole('button', { name: 'Cancel the booking' })).toBeVisible()
    await shot(page, `cancel-${device}-en`)
  }
  await page.setViewportSize(VIEWPORTS.phone)
  await visit(new URL(link!).pathname + new URL(link!).search)
  await page.getByRole('button', { name: 'Cancelar la reserva' }).click()
  await expect(page.getByRole('heading', { name: 'Reserva cancelada' })).toBeVisible()
  await expectAccessible()
  await shot(page, 'cancelled-phone-es')
  const after = await page.request.get(`/api/appointments?from=${date}&to=${date}`)
  const statuses = ((await after.json()).appointments as { id: string; status: string }[]).find(
    (appointment) => appointment.id === booking.id,
  )
  expect(statuses?.status).toBe('cancelled')
})

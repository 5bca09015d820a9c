import type { Browser, Page } from '@playwright/test'
import { WHATSAPP_MESSAGES, whatsAppLink } from '#domain/whatsapp/whatsapp-link.ts'
import { expect, newAccount, registerConfirmedOwner, test } from './fixtures.ts'

// WhatsApp's links (decision 072): the owner types the business's WhatsApp number in Configuración → Negocio
// and turns on "Preguntar por este plato"; a diner on a phone with script turned off then finds, in Spanish
// and English, the menu's "Escríbenos por WhatsApp" and the dish's link to wa.me with the number and the
// message written, and books on WhatsApp from the booking page: the chosen day and time reach the chat's text
// through a 303. Axe on each page (with script on: axe runs as a script).

const PHONE = { width: 390, height: 844 }
const NUMBER = '573001234567'

const WORDS = {
  es: {
    menuLink: 'Escríbenos por WhatsApp',
    dishLink: 'Preguntar por este plato',
    date: 'Día',
    party: 'Personas',
    see: 'Ver horas libres',
    book: 'Reservar por WhatsApp',
    at: 'a las',
    locale: 'es-ES',
  },
  en: {
    menuLink: 'Write to us on WhatsApp',
    dishLink: 'Ask about this dish',
    date: 'Day',
    party: 'People',
    see: 'See free times',
    book: 'Book on WhatsApp',
    at: 'at',
    locale: 'en-GB',
  },
} as const

/** A date `days` after today on Bogotá's clock, "YYYY-MM-DD". */
function bogotaDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date())
  const date = new Date(`${today}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** The booking page's words for a day and time ("jueves, 3 de diciembre de 2026 a las 20:00"). */
function writtenWhen(date: string, time: string, language: 'es' | 'en'): string {
  const words = WORDS[language]
  const day = new Intl.DateTimeFormat(words.locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  )
  return `${day} ${words.at} ${time}`
}

/** An owner in Colombia with a menu of one dish and public bookings on; answers the slug. */
async function openRestaurant(page: Page): Promise<string> {
  const { slug } = (await registerConfirmedOwner(page.request, newAccount('whatsapp'))).business
  const catalogue = await page.request.post('/api/catalogues', { data: { template: 'clasico' } })
  expect(catalogue.ok(), await catalogue.text()).toBe(true)
  const { id } = await catalogue.json()
  const [category] = await (await page.request.get(`/api/catalogues/${id}/categories`)).json()
  const dish = await page.request.post(`/api/catalogues/${id}/products`, {
    data: { categoryId: category.id, name: 'Ajiaco santafereño', price: '28000' },
  })
  expect(dish.ok(), await dish.text()).toBe(true)
  const rules = await page.request.get('/api/booking-rules')
  const saved = await page.request.put('/api/booking-rules', {
    data: { ...(await rules.json()).rules, reservasPublicas: true },
  })
  expect(saved.ok(), await saved.text()).toBe(true)
  return slug
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true })

/** A diner's phone with script turned off. */
async function withoutScript(browser: Browser, journey: (page: Page) => Promise<void>) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: test.info().project.use.baseURL,
    viewport: PHONE,
  })
  try {
    await journey(await context.newPage())
  } finally {
    await context.close()
  }
}

test('the owner sets the WhatsApp number in Negocio; a diner without script writes and books on WhatsApp', async ({
  page,
  visit,
  expectAccessible,
  browser,
}) => {
  test.setTimeout(150_000)
  await page.setViewportSize(PHONE)
  const slug = await openRestaurant(page)

  // Configuración → Negocio: the number beside Colombia's prefix, and the dish's link turned on.
  await visit('/dashboard/configuracion/negocio')
  const whatsapp = page.getByRole('region', { name: 'WhatsApp' })
  await whatsapp.getByRole('textbox', { name: 'Número de WhatsApp' }).fill('300 123 4567')
  const dishSwitch = whatsapp.getByRole('switch', { name: '«Preguntar por este plato» en cada plato' })
  await dishSwitch.click()
  await expect(dishSwitch).toHaveAttribute('aria-checked', 'true')
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByText('Datos del negocio guardados')).toBeVisible()
  // Saved as wa.me's digits, shown again without the prefix beside the field.
  await expect(whatsapp.getByRole('textbox', { name: 'Número de WhatsApp' })).toHaveValue('3001234567')
  await expectAccessible()
  await shot(page, 'negocio-phone-es')

  const date = bogotaDate(3)
  for (const language of ['es', 'en'] as const) {
    const words = WORDS[language]
    // Axe on the same pages with script on (the owner's page): axe itself is a script.
    await visit(`/m/${slug}?lang=${language}`)
    await visit(`/m/${slug}/reservar?lang=${language}&date=${date}&party=4&time=20:00`)

    await withoutScript(browser, async (diner) => {
      await diner.goto(`/m/${slug}?lang=${language}`)
      const name = (await diner.getByRole('heading', { level: 1 }).textContent()) ?? ''
      const menuLink = diner.getByRole('link', { name: words.menuLink })
      await expect(menuLink).toHaveAttribute(
        'href',
        whatsAppLink(NUMBER, WHATSAPP_MESSAGES[language].menu(name)),
      )
      await expect(menuLink).toHaveAttribute('target', '_blank')
      // The dish's link is named by its dish for a screen reader ("Preguntar por este plato: Ajiaco…"), in
      // a hidden span that, positioned out of sight, counts as a block: Chromium puts a space before it.
      const dishName = new RegExp(`^${words.dishLink} ?: Ajiaco santafereño$`)
      const dishLink = diner.getByRole('link', { name: dishName })
      await expect(dishLink).toHaveAttribute(
        'href',
        whatsAppLink(NUMBER, WHATSAPP_MESSAGES[language].dish(name, 'Ajiaco santafereño')),
      )
      await menuLink.scrollIntoViewIfNeeded()
      await shot(diner, `menu-phone-${language}`)

      // The booking page: a day, a party and a time, then the chat instead of the contact details.
      await diner.goto(`/m/${slug}/reservar?lang=${language}`)
      await diner.getByLabel(words.date).fill(date)
      await diner.getByLabel(words.party).selectOption('4')
      await diner.getByRole('button', { name: words.see }).click()
      await diner.getByRole('button', { name: '20:00' }).click()
      await expect(diner.getByRole('button', { name: words.book })).toBeVisible()
      await shot(diner, `booking-phone-${language}`)

      const chat = whatsAppLink(
        NUMBER,
        WHATSAPP_MESSAGES[language].booking(name, writtenWhen(date, '20:00', language), 4),
      )
      // The network reaches only this machine: WhatsApp answers with a page of our own.
      await diner.route('https://wa.me/**', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><title>WhatsApp</title><h1>WhatsApp</h1>',
        }),
      )
      const [answer] = await Promise.all([
        diner.waitForResponse((response) => response.url().includes('/reservar/whatsapp')),
        diner.getByRole('button', { name: words.book }).click(),
      ])
      expect(answer.status()).toBe(303)
      expect(answer.headers().location).toBe(chat)
      expect(new URL(chat).searchParams.get('text')).toContain(`${date.slice(8).replace(/^0/, '')}`)
      expect(new URL(chat).searchParams.get('text')).toContain('20:00')
      await expect(diner).toHaveURL(chat)
      await expect(diner.getByRole('heading', { name: 'WhatsApp' })).toBeVisible()
    })
  }
})

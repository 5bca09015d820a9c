import { mkdirSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { endOfBusinessDay } from '../domain/src/promotions/weekly-window.ts'
import { wallClockAt } from '../domain/src/promotions/zoned-time.ts'
import { expect, newAccount, registerConfirmedOwner, speakLanguage, test } from './fixtures.ts'
import { PHONE_AND_DESKTOP } from './support/device-shots.ts'
import { moveServerClockTo, serverNow } from './support/services-config.ts'

// A small restaurant's day, on its own clock: at ten at night the owner marks the ajiaco "Agotado hoy" in one
// tap and the diner's menu greys it at once; past the business's midnight it is back by itself. Then the owner
// gives breakfast its hours (every day 08:00–12:00) and, just after midnight, the diner's menu says "Desde las
// 08:00" on it. On a phone in Spanish and on a desktop in English, axe on every page. The server's clock is
// moved on, never back, and other journeys move it too: each journey runs after the other (they would move
// it under each other) and picks a time zone where it is about ten at night, so that its midnight is near.
// With E2E_SHOTS_DIR set, the product list and the category dialog are photographed at both widths.

test.describe.configure({ mode: 'default' })

const WORDS = {
  es: {
    soldOut: 'Agotado hoy',
    toggle: 'Agotado hoy: Ajiaco',
    editBreakfast: 'Editar Desayunos',
    hours: 'Horario',
    addHours: 'Añadir días y horas',
    window: 'Horario 1',
    from: 'Desde',
    to: 'Hasta',
    save: 'Guardar',
    summary: 'Todos los días 08:00–12:00',
    servedFrom: 'Desde las 08:00',
  },
  en: {
    soldOut: 'Sold out today',
    toggle: 'Sold out today: Ajiaco',
    editBreakfast: 'Edit Desayunos',
    hours: 'Serving hours',
    addHours: 'Add days and hours',
    window: 'Hours 1',
    from: 'From',
    to: 'Until',
    save: 'Save',
    summary: 'Every day 08:00–12:00',
    servedFrom: 'From 08:00',
  },
} as const

const SHOTS = process.env.E2E_SHOTS_DIR

/**
 * A fixed-offset zone where the clock reads 22:xx at `instant`: UTC+N is `Etc/GMT-N` (the sign is POSIX's),
 * N from −12 to +11 as the hour needs.
 */
function zoneAtTenPm(instant: number): string {
  const offset = ((22 - new Date(instant).getUTCHours() + 36) % 24) - 12
  const zone = offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`
  expect(wallClockAt(new Date(instant), zone).hour).toBe(22)
  return zone
}

/**
 * A new owner whose business keeps the time of a zone where it is ten at night, with a catalogue of Clásico
 * (Entradas, Fuertes, Bebidas) plus Desayunos; Ajiaco and Bandeja paisa among the mains, Calentado for breakfast.
 */
async function openRestaurant(page: Page) {
  const { slug } = (await registerConfirmedOwner(page.request, newAccount('sold-out'))).business
  const timeZone = zoneAtTenPm(await serverNow())
  const call = async (method: 'post' | 'patch', url: string, data?: object) => {
    const response = await page.request[method](url, { data })
    expect(response.ok(), await response.text()).toBe(true)
    return response.json()
  }
  await call('patch', '/api/business', { timeZone })
  const catalogue = await call('post', '/api/catalogues', { template: 'clasico' })
  await call('post', `/api/catalogues/${catalogue.id}/activate`)
  const categories = (await (
    await page.request.get(`/api/catalogues/${catalogue.id}/categories`)
  ).json()) as {
    id: string
    name: string
  }[]
  const mains = categories.find((category) => category.name === 'Fuertes')!
  const breakfast = await call('post', `/api/catalogues/${catalogue.id}/categories`, { name: 'Desayunos' })
  const products = `/api/catalogues/${catalogue.id}/products`
  await call('post', products, { categoryId: mains.id, name: 'Ajiaco', price: '28000' })
  await call('post', products, { categoryId: mains.id, name: 'Bandeja paisa', price: '32000' })
  await call('post', products, { categoryId: breakfast.id, name: 'Calentado', price: '15000' })
  return { slug, catalogueId: catalogue.id as string, timeZone }
}

const dishOnMenu = (page: Page, name: string): Locator =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) })

/**
 * With E2E_SHOTS_DIR set, `<name>-phone.png` and `-desktop.png`: `area` if given, else the screen, with `focus`
 * scrolled into view; the journey's own viewport put back after.
 */
async function shoot(page: Page, name: string, device: Device, focus: Locator, area?: Locator) {
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  for (const [shot, viewport] of Object.entries(PHONE_AND_DESKTOP)) {
    await page.setViewportSize(viewport)
    await focus.scrollIntoViewIfNeeded()
    await (area ?? page).screenshot({ path: `${SHOTS}/${name}-${shot}.png` })
  }
  await page.setViewportSize(PHONE_AND_DESKTOP[device])
}

type Device = keyof typeof PHONE_AND_DESKTOP

for (const [device, language] of [
  ['phone', 'es'],
  ['desktop', 'en'],
] as const) {
  test(`an owner marks a dish sold out for the day and gives breakfast its hours; the diner's menu follows the business's clock (${device}, ${language})`, async ({
    page,
    visit,
    expectAccessible,
  }) => {
    test.setTimeout(120_000)
    const words = WORDS[language]
    await page.setViewportSize(PHONE_AND_DESKTOP[device])
    const restaurant = await openRestaurant(page)
    await speakLanguage(page, language)
    const menu = `/m/${restaurant.slug}?lang=${language}`

    // Ten at night: the ajiaco ran out. One tap, and the list shows it at once.
    await visit(`/dashboard/productos?catalogo=${restaurant.catalogueId}`)
    const toggle = page.getByRole('button', { name: words.toggle })
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    const marked = page.waitForResponse(
      (response) => response.url().endsWith('/sold-out') && response.request().method() === 'PUT',
    )
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Ajiaco' }) })
    await expect(card.getByRole('list').getByText(words.soldOut)).toBeVisible()
    const { soldOutUntil } = (await (await marked).json()) as { soldOutUntil: string }
    expect(soldOutUntil).toBe(
      endOfBusinessDay(new Date(await serverNow()), restaurant.timeZone).toISOString(),
    )
    await expectAccessible()
    const section = card.locator('xpath=ancestor::section[1]')
    await shoot(page, `products-sold-out-${language}`, device, section, section)

    // The diner's menu greys it, its price struck, and says so.
    await visit(menu)
    const ajiaco = dishOnMenu(page, 'Ajiaco')
    await expect(ajiaco).toContainText(words.soldOut)
    await expect(ajiaco.locator('.pr').first()).toHaveCSS('text-decoration-line', 'line-through')

    // Past the business's midnight the mark is over, with nothing done.
    await moveServerClockTo(Date.parse(soldOutUntil) + 1000)
    await visit(menu)
    await expect(dishOnMenu(page, 'Ajiaco')).toBeVisible()
    await expect(dishOnMenu(page, 'Ajiaco')).not.toContainText(words.soldOut)
    await expect(dishOnMenu(page, 'Ajiaco').locator('.pr').first()).toHaveCSS('text-decoration-line', 'none')
    await expect(dishOnMenu(page, 'Calentado')).not.toContainText(words.servedFrom)

    // Breakfast every day from 08:00 to 12:00, set in the category's dialog.
    await visit(`/dashboard/categorias?catalogo=${restaurant.catalogueId}`)
    await page.getByRole('button', { name: words.editBreakfast }).click()
    const dialog = page.getByRole('dialog')
    const hours = dialog.getByRole('group', { name: words.hours, exact: true })
    await hours.getByRole('button', { name: words.addHours }).click()
    const window = hours.getByRole('group', { name: words.window })
    await window.getByLabel(words.from, { exact: true }).fill('08:00')
    await window.getByLabel(words.to, { exact: true }).fill('12:00')
    await expectAccessible()
    await shoot(page, `category-hours-${language}`, device, hours)
    const saved = page.waitForResponse(
      (response) => response.url().includes('/api/categories/') && response.request().method() === 'PATCH',
    )
    await dialog.getByRole('button', { name: words.save }).click()
    expect((await saved).ok()).toBe(true)
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('listitem').filter({ hasText: 'Desayunos' })).toContainText(words.summary)

    // Just past midnight, the diner's menu says when breakfast starts.
    await visit(menu)
    await expect(dishOnMenu(page, 'Calentado')).toContainText(words.servedFrom)
    await expect(dishOnMenu(page, 'Ajiaco')).not.toContainText(words.soldOut)
  })
}

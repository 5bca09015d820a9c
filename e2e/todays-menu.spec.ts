import type { Page } from '@playwright/test'
import { instantOfWallClock, wallClockAt } from '../domain/src/promotions/zoned-time.ts'
import { expect, newAccount, registerConfirmedOwner, speakLanguage, test } from './fixtures.ts'
import { PHONE_AND_DESKTOP } from './support/device-shots.ts'
import { moveServerClockTo, serverNow } from './support/services-config.ts'

// The menú del día, as an owner in Madrid runs it: created on a desktop with three courses and a price, its
// dishes swapped from a phone and published (the diner's page changes at once, and so does the picture to
// share), served Monday to Friday 13:00–16:00 on the business's clock, which the journey moves on instead of
// waiting. Screenshots of the screen go to /tmp/shots-menus/.

const MADRID = 'Europe/Madrid'
const shots = '/tmp/shots-menus'

async function madridOwner(page: Page) {
  const { slug } = (await registerConfirmedOwner(page.request, newAccount('menu-del-dia'))).business
  const changed = await page.request.patch('/api/business', { data: { timeZone: MADRID, currency: 'EUR' } })
  expect(changed.ok(), await changed.text()).toBe(true)
  const created = await page.request.post('/api/catalogues', { data: { template: 'clasico' } })
  const catalogueId = ((await created.json()) as { id: string }).id
  await page.request.post(`/api/catalogues/${catalogueId}/activate`)
  return { slug, catalogueId }
}

/** The first instant, at or after the server's clock, when Madrid's clock reads `time` on a weekday. */
async function nextWeekdayAt(time: string): Promise<number> {
  const now = await serverNow()
  for (let day = 0; day < 8; day++) {
    const clock = wallClockAt(new Date(now + day * 86_400_000), MADRID)
    const date = `${clock.year}-${String(clock.month).padStart(2, '0')}-${String(clock.day).padStart(2, '0')}`
    const at = instantOfWallClock(`${date}T${time}`, MADRID)!.getTime()
    if (clock.weekday <= 5 && at >= now) return at
  }
  throw new Error('no weekday ahead')
}

const menuCard = (page: Page) =>
  page.locator('article', { has: page.getByRole('heading', { name: 'Menú del día' }) })

test('an owner creates a menú del día, swaps today’s dishes from a phone, and diners see it only at lunch on weekdays', async ({
  page,
  visit,
  expectAccessible,
}) => {
  test.setTimeout(120_000)
  page.setDefaultTimeout(10_000)
  await page.setViewportSize(PHONE_AND_DESKTOP.desktop)
  const owner = await madridOwner(page)

  // Desktop, Spanish: from Productos to the set menu's screen, which offers to create one.
  await visit(`/dashboard/productos?catalogo=${owner.catalogueId}`)
  await page.getByRole('link', { name: 'Menú del día' }).click()
  await expect(page.getByRole('heading', { name: 'Menú de hoy', level: 1 })).toBeVisible()
  await page.getByRole('textbox', { name: 'Precio del menú' }).fill('12,50')
  await page.getByRole('combobox', { name: 'Primeros: plato 1' }).fill('Lentejas estofadas')
  await page.getByRole('button', { name: 'Añadir plato a Primeros' }).click()
  await page.getByRole('combobox', { name: 'Primeros: plato 2' }).fill('Ensalada mixta')
  await page.getByRole('combobox', { name: 'Segundos: plato 1' }).fill('Merluza a la romana')
  await page.getByRole('combobox', { name: 'Postre o café: plato 1' }).fill('Flan casero')
  await expectAccessible()
  await page.getByRole('button', { name: 'Crear menú del día' }).click()
  await expect(page.getByRole('button', { name: 'Publicar menú de hoy' })).toBeVisible()
  await expect(page.getByText('Incluye: Pan, bebida')).toBeVisible()
  await page.screenshot({ path: `${shots}/todays-menu-es-desktop.png`, fullPage: true })
  await expectAccessible()
  const menuId = new URL(page.url()).searchParams.get('menu')!

  // Served Monday to Friday 13:00–16:00, and left off the menu outside those hours: set in the dish's dialog.
  await visit(`/dashboard/productos?catalogo=${owner.catalogueId}`)
  await page.getByRole('button', { name: 'Editar Menú del día' }).click()
  const dialog = page.getByRole('dialog', { name: 'Editar producto' })
  await dialog.getByRole('button', { name: 'Siguiente' }).click()
  await dialog.getByRole('button', { name: 'Añadir días y horas' }).click()
  await dialog.getByRole('checkbox', { name: 'Sábado' }).uncheck()
  await dialog.getByRole('checkbox', { name: 'Domingo' }).uncheck()
  await dialog.getByLabel('Desde', { exact: true }).fill('13:00')
  await dialog.getByLabel('Hasta', { exact: true }).fill('16:00')
  await dialog.getByRole('switch', { name: 'Ocultar fuera de horario' }).click()
  await dialog.getByRole('button', { name: 'Guardar' }).click()
  await expect(dialog).toBeHidden()
  await page.goBack()
  await expect(page.getByRole('button', { name: 'Publicar menú de hoy' })).toBeVisible()

  // A phone: today's lentils become gazpacho, published at once.
  await page.setViewportSize(PHONE_AND_DESKTOP.phone)
  await page.getByRole('combobox', { name: 'Primeros: plato 1' }).fill('Gazpacho andaluz')
  await page.getByRole('button', { name: /Traducción al inglés/ }).click()
  await page.getByRole('textbox', { name: 'Gazpacho andaluz en inglés' }).fill('Andalusian gazpacho')
  const pictureBefore = await page.request.get(`/m/${owner.slug}/menu-del-dia/${menuId}/imagen.png`)
  expect(pictureBefore.headers()['content-type']).toBe('image/png')
  await page.getByRole('button', { name: 'Publicar menú de hoy' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Publicado' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Imagen de Menú del día con los platos de hoy' })).toBeVisible()
  await page.screenshot({ path: `${shots}/todays-menu-es-phone.png`, fullPage: true })
  await expectAccessible()
  const pictureAfter = await page.request.get(`/m/${owner.slug}/menu-del-dia/${menuId}/imagen.png`)
  expect(pictureAfter.headers().etag).not.toBe(pictureBefore.headers().etag)

  // The diner's page on a weekday in Madrid: "Desde las 13:00" just before, the day's dishes at 13:00, gone at 16:00.
  const opening = await nextWeekdayAt('13:00')
  await moveServerClockTo(opening - 60_000)
  await visit(`/m/${owner.slug}`)
  await expect(menuCard(page)).toContainText('Desde las 13:00')
  await moveServerClockTo(opening)
  await page.reload()
  await expect(menuCard(page)).not.toContainText('Desde las')
  await expect(menuCard(page)).toContainText('Gazpacho andaluz')
  await expect(menuCard(page)).not.toContainText('Lentejas')
  await expect(menuCard(page)).toContainText('Incluye: Pan, bebida')
  await expectAccessible()
  await visit(`/m/${owner.slug}?lang=en`)
  await expect(page.locator('article').filter({ hasText: 'Andalusian gazpacho' })).toContainText('Starters')
  // Back to Spanish: the diner's choice is remembered for the bare address.
  await visit(`/m/${owner.slug}?lang=es`)
  await moveServerClockTo(opening + 3 * 3_600_000)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Menú del día' })).toHaveCount(0)

  // The link the owner shares: the menu's own page, shown whatever the hour, its preview the day's picture.
  await visit(`/m/${owner.slug}/menu-del-dia/${menuId}`)
  await expect(menuCard(page)).toContainText('Gazpacho andaluz')
  await expect(page.getByRole('link', { name: 'Ver la carta completa' })).toBeVisible()
  await expectAccessible()

  // English, on the phone: the same screen in the owner's other language.
  await speakLanguage(page, 'en')
  await visit(`/dashboard/productos/menu-de-hoy?catalogo=${owner.catalogueId}`)
  await expect(page.getByRole('heading', { name: "Today's menu", level: 1 })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Primeros: dish 1' })).toHaveValue('Gazpacho andaluz')
  await page.screenshot({ path: `${shots}/todays-menu-en-phone.png`, fullPage: true })
  await expectAccessible()
  await page.setViewportSize(PHONE_AND_DESKTOP.desktop)
  await page.screenshot({ path: `${shots}/todays-menu-en-desktop.png`, fullPage: true })
})

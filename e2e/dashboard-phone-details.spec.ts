import type { Locator } from '@playwright/test'
import { expect, newAccount, registerConfirmedOwner, test } from './fixtures.ts'
import { newOwnerCatalogue } from './support/allergens-menu.ts'

// What only a phone's browser shows of the dashboard: where things scroll to and what a narrow screen clips.

test.use({ viewport: { width: 360, height: 800 } })

test("the product dialog's second page, scrolled down to the extras, is accessible on a phone", async ({
  page,
  visit,
  expectAccessible,
}) => {
  const owner = await newOwnerCatalogue(page, 'dialogo')
  await visit(`/dashboard/productos?catalogo=${owner.catalogueId}`)
  await page.getByRole('button', { name: 'Nuevo producto en Entradas' }).click()
  const dialog = page.getByRole('dialog', { name: 'Nuevo producto' })
  await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Hamburguesa')
  await dialog.getByRole('button', { name: 'Siguiente' }).click()
  // Adding a group scrolls the dialog down to it, leaving the image field's heading above the dialog's top:
  // a file input named only by that heading then has no visible name.
  await dialog.getByRole('button', { name: 'Añadir grupo de extras' }).click()
  await expect(dialog.getByRole('textbox', { name: 'Nombre del grupo' })).toBeFocused()
  await expect(dialog.getByText('Imagen', { exact: true })).not.toBeInViewport()
  await expectAccessible()
})

/** The 5th of next month in Bogotá, the test business's zone: within the default booking horizon. */
function fifthOfNextMonth(): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number]
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 }
  return `${next.year}-${String(next.month).padStart(2, '0')}-05`
}

/** Whether all of a chip's time shows: its first part ends inside the chip, not cut off by it. */
const showsWholeTime = (chip: Locator) =>
  chip.evaluate((button) => {
    const time = button.firstElementChild?.getBoundingClientRect()
    return time !== undefined && time.right <= button.getBoundingClientRect().right
  })

test("the calendar shows a booking's time in full, or where the cell is too narrow the day's count", async ({
  page,
  visit,
}) => {
  await registerConfirmedOwner(page.request, newAccount('citas'))
  const day = fifthOfNextMonth()
  for (const [time, client] of [
    ['21:00', 'Ana Torres'],
    ['21:30', 'Bruno Díaz'],
    ['13:00', 'Carla Gil'],
  ]) {
    const booked = await page.request.post('/api/appointments', {
      data: { date: day, time, client, partySize: 2 },
    })
    expect(booked.status(), await booked.text()).toBe(201)
  }
  await visit('/dashboard/reservas')
  await page.getByRole('button', { name: 'Mes siguiente' }).click()
  const cell = page.locator(`td[data-date="${day}"]`)

  // 360 px: a seventh of the screen cannot hold "21:00"; the day says how many, and opens its list.
  const count = cell.getByRole('button', { name: /: 3 citas$/ })
  await expect(count).toHaveText('3 citas')
  await expect(cell.getByRole('listitem')).toHaveCount(0)
  expect(await count.evaluate((button) => button.scrollWidth <= button.clientWidth)).toBe(true)
  await count.click()
  const dayList = page.getByRole('dialog', { name: /5 de/ })
  await expect(dayList.getByRole('article')).toHaveCount(3)
  await page.keyboard.press('Escape')
  await expect(dayList).toBeHidden()

  // A wider phone and a desktop have room for the chips: each time in full.
  for (const width of [400, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await expect(count).toBeHidden()
    const chip = cell.getByRole('button', { name: /^21:00 Ana Torres/ })
    await expect(chip).toBeVisible()
    expect(await showsWholeTime(chip), `21:00 in full at ${width} px`).toBe(true)
  }
})

test.describe('signed in', () => {
  test.use({ session: 'shared' })

  test("Configuración's tab bar scrolls to the open section, on load and on going back, on a phone", async ({
    page,
    visit,
  }) => {
    const tabs = page.getByRole('navigation', { name: 'Secciones de la configuración' })
    await visit('/dashboard/configuracion/seguridad')
    // "Seguridad y privacidad" is past the screen's right edge until the bar scrolls to it.
    await expect(tabs.getByRole('link', { name: 'Seguridad y privacidad' })).toBeInViewport({ ratio: 1 })
    // Scrolling the bar took only the bar sideways, not the page.
    expect(await page.evaluate(() => window.scrollY)).toBe(0)

    // Going back to General, scrolled off to the left by the way to Pagos, brings it into view again.
    await visit('/dashboard/configuracion')
    await tabs.getByRole('link', { name: 'Pagos' }).click()
    await expect(page).toHaveURL('/dashboard/configuracion/pagos')
    await expect(tabs.getByRole('link', { name: 'General' })).not.toBeInViewport({ ratio: 1 })
    await page.goBack()
    await expect(page).toHaveURL('/dashboard/configuracion')
    await expect(tabs.getByRole('link', { name: 'General' })).toBeInViewport({ ratio: 1 })
  })
})

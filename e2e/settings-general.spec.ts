import type { Page } from '@playwright/test'
import { type Account, expect, newAccount, registerConfirmedOwner, test } from './fixtures.ts'

// Each journey changes its owner's theme, language or time zone: an owner of its own, so the journeys
// sharing the worker's owner keep Spanish and the light theme.

/** Registers and signs in a new owner in the page's browser context; answers the account. */
async function signInNewOwner(page: Page, label: string): Promise<Account> {
  const account = newAccount(label)
  await registerConfirmedOwner(page.request, account)
  return account
}

/** Signs in through the sign-in form, as on a new device, and waits for the dashboard. */
async function signInWithForm(page: Page, account: Account): Promise<void> {
  await page.goto('/login')
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email)
  await page.getByLabel(/^(Contraseña|Password)/).fill(account.password)
  await page
    .getByRole('button', { name: /^(Iniciar Sesión|Log in)$/ })
    .last()
    .click()
  await expect(page).toHaveURL('/dashboard')
}

/**
 * Records, on every load, the theme the page had once its HTML was parsed, before the app's script ran
 * (module scripts run after readyState turns "interactive"): what the first paint shows.
 */
async function recordFirstPaintTheme(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return
      const record = window as unknown as { firstPaint?: { theme?: string; isAppRendered: boolean } }
      record.firstPaint = {
        theme: document.documentElement.dataset.theme,
        isAppRendered: (document.getElementById('root')?.childElementCount ?? 0) > 0,
      }
    })
  })
}

const firstPaint = (page: Page) =>
  page.evaluate(() => (window as unknown as { firstPaint: unknown }).firstPaint)

async function saveGeneral(page: Page, savedText = 'Configuración guardada') {
  await page.getByRole('button', { name: /^(Guardar|Save)$/ }).click()
  await expect(page.getByRole('status').filter({ hasText: savedText })).toBeVisible()
}

const html = (page: Page) => page.locator('html')

test('dark theme: saved, painted before the app runs on reload, on every tab and main page, never on the landing', async ({
  page,
  visit,
  expectAccessible,
}) => {
  // Every tab and main page in two themes: past two minutes beside other journeys on two cores.
  test.setTimeout(180_000)
  await recordFirstPaintTheme(page)
  await signInNewOwner(page, 'dark')
  await visit('/dashboard/configuracion')
  await expect(page.getByRole('radio', { name: /Claro/ })).toBeChecked()

  await page.getByText('Oscuro', { exact: true }).click()
  // Held until Guardar (docs/product-spec.md §4).
  await expect(html(page)).not.toHaveAttribute('data-theme', 'dark')
  await saveGeneral(page)
  await expect(html(page)).toHaveAttribute('data-theme', 'dark')
  await expectAccessible()
  // The message goes after 3 seconds (spec §9).
  await expect(page.getByText('Configuración guardada')).toBeHidden({ timeout: 5000 })

  await page.reload()
  expect(await firstPaint(page)).toEqual({ theme: 'dark', isAppRendered: false })
  await expect(page.getByRole('radio', { name: /Oscuro/ })).toBeChecked()
  await expect(html(page)).toHaveAttribute('data-theme', 'dark')

  for (const path of [
    '/dashboard/configuracion/negocio',
    '/dashboard/configuracion/notificaciones',
    '/dashboard/configuracion/seguridad',
    '/dashboard/configuracion/pagos',
    '/dashboard',
    '/dashboard/productos',
    '/dashboard/promociones',
    '/dashboard/reservas',
    '/dashboard/clientes',
    '/dashboard/mi-perfil',
  ]) {
    await visit(path)
    await expect(html(page)).toHaveAttribute('data-theme', 'dark')
  }

  // The landing keeps its own light look, on a load and when reached from the dashboard.
  await visit('/')
  expect(await firstPaint(page)).toMatchObject({ theme: undefined })
  await expect(html(page)).not.toHaveAttribute('data-theme')
  await page.getByRole('link', { name: 'Ir al panel' }).click()
  await expect(html(page)).toHaveAttribute('data-theme', 'dark')
  await page.getByRole('button', { name: /Menú de perfil/ }).click()
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click()
  await page.getByRole('button', { name: 'Sí, cerrar sesión' }).click()
  await expect(page).toHaveURL('/')
  await expect(html(page)).not.toHaveAttribute('data-theme')
})

test('automatic theme follows the system, live', async ({ page }) => {
  await signInNewOwner(page, 'auto')
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/dashboard/configuracion')
  await page.getByText('Automático', { exact: true }).click()
  await saveGeneral(page)
  await expect(html(page)).toHaveAttribute('data-theme', 'dark')

  await page.emulateMedia({ colorScheme: 'light' })
  await expect(html(page)).not.toHaveAttribute('data-theme')
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(html(page)).toHaveAttribute('data-theme', 'dark')
})

test('language and time zone: saved, the time moves with the zone, and applied on another device at sign-in', async ({
  page,
  browser,
  expectAccessible,
}) => {
  test.setTimeout(90_000)
  const account = await signInNewOwner(page, 'zone')
  await page.goto('/dashboard/configuracion')
  const zone = page.getByRole('combobox', { name: 'Zona horaria' })
  await expect(zone).toHaveValue('Bogota (GMT-05:00)')
  const time = page.getByText(/^Hora actual:/)
  await expect(time).toContainText('America/Bogota')
  const bogotaTime = await time.textContent()

  const zones = page.getByRole('listbox', { name: 'Zona horaria' }).getByRole('option')
  await zone.click()
  await zone.fill('xyz')
  await expect(zones).toHaveCount(0)
  await expect(page.getByText('Ninguna zona horaria coincide.', { exact: false })).toBeVisible()
  await zone.fill('tokyo')
  await expect(zones).toHaveCount(1)
  await expectAccessible()
  await zone.press('Enter')
  await expect(zone).toHaveValue('Tokyo (GMT+09:00)')
  await expect(time).toContainText('Asia/Tokyo')
  expect(await time.textContent()).not.toBe(bogotaTime)

  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configuración')
  await saveGeneral(page, 'Settings saved')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings')
  await expect(html(page)).toHaveAttribute('lang', 'en')

  // Another device (a browser of its own, in Spanish) gets the saved choices when the owner signs in there.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'es-ES' })
  const device = await other.newPage()
  await signInWithForm(device, account)
  await expect(html(device)).toHaveAttribute('lang', 'en')
  await device.goto('/dashboard/configuracion')
  await expect(device.getByRole('heading', { level: 1 })).toHaveText('Settings')
  await expect(device.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Tokyo (GMT+09:00)')
  await expect(device.getByText(/^Current time:/)).toContainText('Asia/Tokyo')

  // The header's toggle there is saved too: the next sign-in, on the first browser, is in Spanish again.
  const saved = device.waitForResponse(
    (response) => response.url().endsWith('/api/settings') && response.request().method() === 'PATCH',
  )
  await device.getByRole('button', { name: 'ES, switch to Spanish' }).click()
  expect((await saved).status()).toBe(200)
  await other.close()
  await page.context().clearCookies()
  await signInWithForm(page, account)
  await expect(html(page)).toHaveAttribute('lang', 'es')
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the settings and the main pages are readable in dark', async ({ page, visit, expectAccessible }) => {
    test.setTimeout(90_000)
    await signInNewOwner(page, 'phone')
    const saved = await page.request.patch('/api/settings', { data: { preferences: { theme: 'dark' } } })
    expect(saved.status()).toBe(200)
    for (const path of [
      '/dashboard/configuracion',
      '/dashboard',
      '/dashboard/categorias',
      '/dashboard/soporte',
    ]) {
      await visit(path)
      await expect(html(page)).toHaveAttribute('data-theme', 'dark')
    }
    await page.getByRole('button', { name: 'Abrir menú' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectAccessible()
  })
})

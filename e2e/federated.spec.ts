import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { E2E_SERVICES } from './support/services-config.ts'

// Signing in with an OpenID Connect provider, through the real local one the journeys start
// ("Identidad de prueba", oidc-provider's development login and consent pages).

const providerOrigin = `http://127.0.0.1:${E2E_SERVICES.oidcPort}`

/**
 * The provider's development pages are not ours: their stylesheet imports a web font from the internet
 * (unreachable here) and the browser asks them for a favicon they do not have, and Chromium logs both
 * failures as console errors, which would fail the journey. Only those two requests are answered, empty.
 */
async function quietProviderPages(page: Page) {
  await page.route(`${providerOrigin}/favicon.ico`, (route) => route.fulfill({ status: 204 }))
  await page.route('https://fonts.googleapis.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/css', body: '' }),
  )
}

test('a person signs in with the OpenID Connect provider and lands on the dashboard', async ({
  page,
  visit,
  expectAccessible,
}) => {
  await quietProviderPages(page)
  await visit('/login')
  await expect(page.getByRole('button', { name: /Google/ })).toHaveCount(0)
  await page.getByRole('button', { name: 'Continuar con Identidad de prueba' }).click()

  // The provider's login page, then its consent page.
  await expect(page).toHaveURL(new RegExp(`^${providerOrigin}/`))
  const login = `e2e-oidc-${Date.now().toString(36)}-${process.pid}`
  await page.locator('input[name="login"]').fill(login)
  await page.locator('input[name="password"]').fill('cualquiera')
  await page.getByRole('button', { name: 'Sign-in' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page).toHaveURL('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: '¡Bienvenido a Vitrina!' })).toBeVisible()
  const profile = page.getByRole('complementary').getByRole('button', { name: /Menú de perfil/ })
  await expect(profile).toContainText(`Persona ${login}`)
  await expectAccessible()
})

test('cancelling at the provider comes back to /login, which says so', async ({ page, visit }) => {
  await quietProviderPages(page)
  await visit('/login')
  await page.getByRole('button', { name: 'Continuar con Identidad de prueba' }).click()
  await expect(page).toHaveURL(new RegExp(`^${providerOrigin}/`))
  await page.getByRole('link', { name: '[ Cancel ]' }).click()

  await expect(page).toHaveURL(/\/login\?provider=oidc&error=access_denied/)
  await expect(page.getByRole('alert')).toHaveText('Inicio de sesión cancelado. Por favor, intenta de nuevo.')
  await expect(page.getByRole('button', { name: 'Continuar con Identidad de prueba' })).toBeEnabled()
})

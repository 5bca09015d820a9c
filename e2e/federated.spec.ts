import { expect, test } from './fixtures.ts'
import { providerOrigin, quietProviderPages } from './support/oidc-pages.ts'

// Signing in with an OpenID Connect provider, through the real local one the journeys start
// ("Identidad de prueba", oidc-provider's development login and consent pages).

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

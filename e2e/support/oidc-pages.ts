import type { Page } from '@playwright/test'
import { E2E_SERVICES } from './services-config.ts'

/** The origin of the journeys' OpenID Connect provider ("Identidad de prueba"). */
export const providerOrigin = `http://127.0.0.1:${E2E_SERVICES.oidcPort}`

/**
 * The provider's development pages are not ours: their stylesheet imports a web font from the internet
 * (unreachable here) and the browser asks them for a favicon they do not have, and Chromium logs both
 * failures as console errors, which would fail the journey. Only those two requests are answered, empty.
 */
export async function quietProviderPages(page: Page) {
  await page.route(`${providerOrigin}/favicon.ico`, (route) => route.fulfill({ status: 204 }))
  await page.route('https://fonts.googleapis.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/css', body: '' }),
  )
}

/** Signs in at the provider's development pages as `login` (its e-mail is `<login>@example.com`), consenting. */
export async function signInAtProvider(page: Page, login: string) {
  await page.locator('input[name="login"]').fill(login)
  await page.locator('input[name="password"]').fill('cualquiera')
  await page.getByRole('button', { name: 'Sign-in' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
}

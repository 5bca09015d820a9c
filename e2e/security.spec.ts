import { readFileSync } from 'node:fs'
import type { Browser, Page } from '@playwright/test'
import { type Account, expect, newAccount, registerConfirmedOwner, speakLanguage, test } from './fixtures.ts'
import { providerOrigin, quietProviderPages, signInAtProvider } from './support/oidc-pages.ts'
import { totp } from './support/totp.ts'

// Configuración → Seguridad y privacidad and Pagos (decision 042), each journey with an owner of its own:
// they change passwords, sessions and two-factor, or delete the account, which the shared owner must never
// see.

const SECURITY = '/dashboard/configuracion/seguridad'

/** A new confirmed owner signed in in `page`; answers the account and the business's slug. */
async function ownOwner(page: Page, label: string): Promise<Account & { slug: string }> {
  const account = newAccount(label)
  const { business } = await registerConfirmedOwner(page.request, account)
  return { ...account, slug: business.slug }
}

/** A second browser (its own cookies) signed in as `account`, on the dashboard. */
async function signInElsewhere(browser: Browser, account: Account) {
  const context = await browser.newContext({ locale: 'es-ES' })
  const page = await context.newPage()
  const response = await page.request.post('/api/sessions', {
    data: { email: account.email, password: account.password },
  })
  expect(response.status(), await response.text()).toBe(200)
  await page.goto('/dashboard')
  await expect(page).toHaveURL('/dashboard')
  return { context, page }
}

/** Whether a browser's session still opens the dashboard: a closed one lands on /login at its next request. */
async function expectSignedOut(page: Page) {
  await page.goto('/dashboard')
  await expect(page).toHaveURL('/login')
}

async function expectSignedIn(page: Page) {
  await page.goto('/dashboard')
  await expect(page).toHaveURL('/dashboard')
}

async function signInWithPassword(page: Page, account: Account) {
  await page.goto('/login')
  await page.getByLabel(/^Email/).fill(account.email)
  await page.getByLabel(/^Contraseña/).fill(account.password)
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click()
}

test('changing the password: a wrong current one is said at its field, then the other browser is signed out', async ({
  page,
  visit,
  browser,
}) => {
  const owner = await ownOwner(page, 'password')
  const elsewhere = await signInElsewhere(browser, owner)
  await visit(SECURITY)

  const form = page.getByRole('region', { name: 'Cambiar contraseña' })
  await form.getByLabel(/^Contraseña actual/).fill('no-es-esta-1')
  await form.getByLabel(/^Nueva contraseña/).fill('otra-clave-segura-2')
  await form.getByLabel(/^Confirmar nueva contraseña/).fill('otra-clave-segura-2')
  await form.getByRole('button', { name: 'Actualizar contraseña' }).click()
  await expect(form.getByLabel(/^Contraseña actual/)).toHaveAttribute('aria-invalid', 'true')
  await expectSignedIn(elsewhere.page)

  await form.getByLabel(/^Contraseña actual/).fill(owner.password)
  await form.getByRole('button', { name: 'Actualizar contraseña' }).click()
  await expect(form.getByText(/Contraseña actualizada/)).toBeVisible()
  await expectSignedOut(elsewhere.page)
  await elsewhere.context.close()

  // This browser stays signed in, and the new password is the one that opens a session.
  await page.reload()
  await expect(page.getByRole('heading', { level: 2, name: 'Cambiar contraseña' })).toBeVisible()
  const fresh = await page.request.post('/api/sessions', {
    data: { email: owner.email, password: 'otra-clave-segura-2' },
  })
  expect(fresh.status()).toBe(200)
})

test('two-factor: on with a code computed from the shown secret, sign-in asks it, a backup code works once, then off', async ({
  page,
  visit,
  expectAccessible,
}) => {
  // Two-factor set up, two sign-ins, a backup code and switching it off, with axe in the dark theme: past a
  // minute when other journeys share the two cores.
  test.setTimeout(180_000)
  const owner = await ownOwner(page, 'totp')
  // In the dark theme: axe checks the tab, the setup's steps and the sign-in step in dark.
  await page.request.patch('/api/settings', { data: { preferences: { theme: 'dark' } } })
  await visit(SECURITY)
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  const card = page.getByRole('region', { name: 'Verificación en dos pasos' })
  await card.getByRole('button', { name: 'Activar' }).click()

  const dialog = page.getByRole('dialog', { name: 'Activar la verificación en dos pasos' })
  await dialog.getByLabel(/^Contraseña actual/).fill(owner.password)
  await dialog.getByRole('button', { name: 'Continuar' }).click()
  await expect(dialog.getByRole('img', { name: /Código QR/ })).toBeVisible()
  await expectAccessible()
  const secret = (await dialog.locator('code[data-secret]').getAttribute('data-secret')) ?? ''
  expect(secret).toMatch(/^[A-Z2-7]+=*$/)
  await dialog.getByLabel(/^Código de 6 dígitos/).fill(totp(secret))
  await dialog.getByRole('button', { name: 'Verificar y activar' }).click()

  const codesDialog = page.getByRole('dialog', { name: 'Guarda tus códigos de respaldo' })
  const codeList = codesDialog.getByRole('list', { name: 'Códigos de respaldo' }).getByRole('listitem')
  await expect(codeList).toHaveCount(10)
  const codes = await codeList.allTextContents()
  await expectAccessible()
  const download = page.waitForEvent('download')
  await codesDialog.getByRole('button', { name: 'Descargar códigos' }).click()
  expect(readFileSync((await (await download).path()) ?? '', 'utf8')).toContain(codes[0])
  await codesDialog.getByRole('button', { name: 'Ya los guardé' }).click()
  await expect(card.getByText('Activada')).toBeVisible()

  // The password alone opens no session now: the app's code is asked after it.
  await page.request.delete('/api/sessions/current')
  await signInWithPassword(page, owner)
  const appCode = page.getByLabel(/^Código de la app/)
  await expect(appCode).toBeFocused()
  await expectAccessible()
  await appCode.fill(totp(secret))
  await page.getByRole('button', { name: 'Verificar' }).click()
  await expect(page).toHaveURL('/dashboard')

  // A backup code works once.
  await page.request.delete('/api/sessions/current')
  await signInWithPassword(page, owner)
  await page.getByRole('button', { name: 'Usar un código de respaldo' }).click()
  await page.getByLabel(/^Código de respaldo/).fill(codes[0] ?? '')
  await page.getByRole('button', { name: 'Verificar' }).click()
  await expect(page).toHaveURL('/dashboard')

  await page.request.delete('/api/sessions/current')
  await signInWithPassword(page, owner)
  await page.getByRole('button', { name: 'Usar un código de respaldo' }).click()
  const backup = page.getByLabel(/^Código de respaldo/)
  await backup.fill(codes[0] ?? '')
  await page.getByRole('button', { name: 'Verificar' }).click()
  await expect(backup).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL('/login')
  await backup.fill(codes[1] ?? '')
  await page.getByRole('button', { name: 'Verificar' }).click()
  await expect(page).toHaveURL('/dashboard')

  // Off with the password; then the password alone signs in again.
  await visit(SECURITY)
  await card.getByRole('button', { name: 'Desactivar' }).click()
  const off = page.getByRole('dialog', { name: '¿Desactivar la verificación en dos pasos?' })
  await off.getByLabel(/^Contraseña actual/).fill(owner.password)
  await off.getByRole('button', { name: 'Desactivar' }).click()
  await expect(card.getByText('Desactivada')).toBeVisible()
  const plain = await page.request.post('/api/sessions', {
    data: { email: owner.email, password: owner.password },
  })
  expect(await plain.json()).toHaveProperty('user')
})

test('two-factor holds after OpenID Connect too: the provider sign-in lands on the code step, not the dashboard', async ({
  page,
  visit,
}) => {
  // The provider's person is `<login>@example.com`: an owner with that address, a password and two-factor on.
  const login = `e2e-oidc-2fa-${Date.now().toString(36)}-${process.pid}`
  const owner = { ...newAccount('oidc'), email: `${login}@example.com` }
  await registerConfirmedOwner(page.request, owner)
  const setup = await page.request.post('/api/security/two-factor/enable', {
    data: { password: owner.password },
  })
  expect(setup.status(), await setup.text()).toBe(200)
  const { secret } = (await setup.json()) as { secret: string }
  const confirmed = await page.request.post('/api/security/two-factor/confirm', {
    data: { code: totp(secret) },
  })
  expect(confirmed.status(), await confirmed.text()).toBe(200)
  await page.request.delete('/api/sessions/current')

  await quietProviderPages(page)
  await visit('/login')
  await page.getByRole('button', { name: 'Continuar con Identidad de prueba' }).click()
  await expect(page).toHaveURL(new RegExp(`^${providerOrigin}/`))
  await signInAtProvider(page, login)

  await expect(page).toHaveURL('/login?dosPasos=1')
  await expect(page.getByRole('heading', { level: 1, name: 'Verificación en dos pasos' })).toBeVisible()
  expect((await (await page.request.get('/api/me')).json()).user).toBeNull()
  await page.getByLabel(/^Código de la app/).fill(totp(secret))
  await page.getByRole('button', { name: 'Verificar' }).click()
  await expect(page).toHaveURL('/dashboard')
})

test('sessions: another browser is listed, closed on its own, then all others at once, each refused at once', async ({
  page,
  visit,
  browser,
  expectAccessible,
}) => {
  const owner = await ownOwner(page, 'sessions')
  const first = await signInElsewhere(browser, owner)
  const second = await signInElsewhere(browser, owner)
  await visit(SECURITY)

  const list = page.getByRole('list', { name: 'Sesiones' })
  await expect(list.getByRole('listitem')).toHaveCount(3)
  await expect(list.getByRole('listitem').first()).toContainText('Activa')
  await list
    .getByRole('button', { name: /^Cerrar la sesión de/ })
    .first()
    .click()
  await expect(list.getByRole('listitem')).toHaveCount(2)

  await page.getByRole('button', { name: 'Cerrar todas las demás' }).click()
  const question = page.getByRole('alertdialog', { name: '¿Cerrar las demás sesiones?' })
  await expectAccessible()
  await question.getByRole('button', { name: 'Sí, cerrarlas' }).click()
  await expect(page.getByText('No hay otras sesiones abiertas: solo esta.')).toBeVisible()

  await expectSignedOut(first.page)
  await expectSignedOut(second.page)
  await first.context.close()
  await second.context.close()
})

test('your data: the ZIP downloads, then deleting the account takes the public menu with it', async ({
  page,
  visit,
  expectAccessible,
}) => {
  const owner = await ownOwner(page, 'delete')
  const catalogue = await page.request.post('/api/catalogues', { data: { template: 'clasico' } })
  expect(catalogue.ok(), await catalogue.text()).toBe(true)
  expect((await page.request.get(`/m/${owner.slug}`)).status()).toBe(200)
  await visit(SECURITY)

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Descargar mis datos' }).click()
  const zip = await download
  expect(zip.suggestedFilename()).toMatch(/\.zip$/)
  // A ZIP starts with the local file header's signature, "PK\3\4".
  expect(readFileSync((await zip.path()) ?? '').subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]))

  await page.getByRole('button', { name: 'Eliminar cuenta' }).click()
  const dialog = page.getByRole('alertdialog', { name: '¿Eliminar tu cuenta?' })
  await expectAccessible()
  const confirm = dialog.getByRole('button', { name: 'Eliminar mi cuenta' })
  await dialog.getByLabel(/^Contraseña actual/).fill('no-es-esta-1')
  await expect(confirm).toBeDisabled()
  await dialog.getByLabel('Escribe ELIMINAR para confirmar').fill('ELIMINAR')
  await confirm.click()
  await expect(dialog.getByLabel(/^Contraseña actual/)).toHaveAttribute('aria-invalid', 'true')
  await dialog.getByLabel(/^Contraseña actual/).fill(owner.password)
  await confirm.click()

  await expect(page).toHaveURL('/')
  await expect(
    page.getByRole('status').filter({ hasText: 'Tu cuenta y los datos de tu negocio se eliminaron' }),
  ).toBeVisible()
  expect((await page.request.get(`/m/${owner.slug}`)).status()).toBe(404)
  const again = await page.request.post('/api/sessions', {
    data: { email: owner.email, password: owner.password },
  })
  expect(again.status()).toBe(401)
})

test.describe('on a phone, in English', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('Payments shows the free plan, says cards are coming, and keeps a billing address until deleted', async ({
    page,
    visit,
    expectAccessible,
  }) => {
    // Near a minute (46 s) when other journeys share the two cores.
    test.setTimeout(120_000)
    await ownOwner(page, 'billing')
    await speakLanguage(page, 'en')
    await visit('/dashboard/configuracion/pagos')
    await expect(page.getByText('Free', { exact: true })).toBeVisible()
    await expect(page.getByText('No charges yet: your plan is free.')).toBeVisible()

    await page.getByRole('button', { name: 'Add method' }).click()
    const coming = page.getByRole('dialog', { name: 'Card payment is coming soon' })
    await expectAccessible()
    await expect(coming.getByRole('textbox')).toHaveCount(0)
    await coming.getByRole('button', { name: 'Got it' }).click()

    await page.getByRole('button', { name: 'Add address' }).click()
    const form = page.getByRole('dialog', { name: 'Add billing address' })
    await form.getByLabel(/^Name or company name/).fill('La Fonda SAS')
    await form.getByLabel(/^Street address/).fill('Calle 10 # 5-20')
    await form.getByLabel(/^City/).fill('Medellín')
    await form.getByLabel(/^Postal code/).fill('050001')
    await expectAccessible()
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('050001 Medellín, Colombia')).toBeVisible()

    await page.reload()
    await expect(page.getByText('La Fonda SAS')).toBeVisible()
    await page.getByRole('button', { name: 'Delete' }).click()
    await page
      .getByRole('alertdialog', { name: 'Delete billing address' })
      .getByRole('button', { name: 'Delete' })
      .click()
    await expect(page.getByText('You have not added a billing address yet.')).toBeVisible()

    // The security tab on a phone, in English, is readable and accessible too, and both tabs in dark.
    await visit(SECURITY)
    await expect(page.getByRole('heading', { level: 2, name: 'Two-step verification' })).toBeVisible()
    await page.request.patch('/api/settings', { data: { preferences: { theme: 'dark' } } })
    await visit(SECURITY)
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await visit('/dashboard/configuracion/pagos')
    await page.getByRole('button', { name: 'Add method' }).click()
    await expectAccessible()
  })
})

import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, newAccount, test } from './fixtures.ts'

// A visitor's PDF and phone photo go through the four phases, the preview lists their
// items, one is corrected, "Continuar" → register → the welcome banner → the catalogue holds the corrected
// item with its numeric price. A wrong file type shows the alert; a corrupt PDF shows the error and a retry.

const fixtures = join(import.meta.dirname, '..', 'menu-reader', 'fixtures', 'rendered')
const PHASES = ['Subiendo', 'Analizando', 'Seccionando', 'Completo']

/**
 * Records every phase the progress view marks as current or as done, however briefly, for the page's whole
 * life: a quick upload can be over before the page draws "Subiendo" as current, and is then drawn done.
 */
async function recordPhases(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { seenPhases: seen })
    new MutationObserver(() => {
      for (const step of document.querySelectorAll('ol > li')) {
        const text = step.textContent ?? ''
        const isPassed = step.getAttribute('aria-current') === 'step' || text.endsWith('(terminado)')
        if (isPassed && !seen.includes(text)) seen.push(text)
      }
    }).observe(document, { subtree: true, childList: true, attributes: true })
  })
}

async function seenPhases(page: Page): Promise<string> {
  return page.evaluate(() => (window as unknown as { seenPhases: string[] }).seenPhases.join(' | '))
}

async function uploadOnLanding(
  page: Page,
  file: string | { name: string; mimeType: string; buffer: Buffer },
) {
  const demo = page.locator('#demo')
  // A visitor reaches for the widget before a file is chosen (pointer, tap, focus), which is when its later
  // views start loading; setInputFiles alone would skip that.
  await demo.getByRole('heading').first().hover()
  await demo.locator('input[type=file]').first().setInputFiles(file)
  return demo
}

test('a visitor reads a PDF menu, corrects an item, registers and finds it in a new catalogue', async ({
  page,
  visit,
  expectAccessible,
}) => {
  test.setTimeout(120_000)
  await recordPhases(page)
  await visit('/')
  const demo = await uploadOnLanding(page, join(fixtures, 'menu-001-text.pdf'))

  await expect(demo.getByRole('heading', { name: 'Vista previa de tu menú' })).toBeVisible({
    timeout: 60_000,
  })
  const phases = await seenPhases(page)
  for (const phase of PHASES.slice(0, 3)) expect(phases).toContain(phase)
  await expect(demo.getByText('Ensalada mixta')).toBeVisible()
  await expect(demo.getByText('Pizza barbacoa')).toBeVisible()
  await expectAccessible()

  await demo.getByRole('button', { name: 'Editar menú' }).click()
  await demo
    .getByRole('button', { name: /Ensalada mixta/ })
    .first()
    .click()
  const itemDialog = page.getByRole('dialog', { name: 'Editar plato' })
  await itemDialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Ensalada mixta de la casa')
  await itemDialog.getByRole('textbox', { name: 'Precio' }).fill('$27.500')
  await itemDialog.getByRole('button', { name: 'Guardar' }).click()
  await expect(itemDialog).toBeHidden()
  await demo.getByRole('button', { name: 'Finalizar edición' }).click()
  await expect(demo.getByRole('button', { name: /Ensalada mixta de la casa/ })).toBeVisible()

  await demo.getByRole('button', { name: 'Continuar', exact: true }).click()
  const signIn = page.getByRole('dialog', { name: '¡Inicia sesión ahora!' })
  await signIn.getByRole('button', { name: 'Regístrate' }).click()
  const register = page.getByRole('dialog', { name: '¡Crea tu cuenta!' })
  const account = newAccount('menu')
  await register.getByRole('textbox', { name: 'Nombre', exact: true }).fill(account.name)
  await register.getByRole('textbox', { name: 'Nombre de tu negocio' }).fill(account.businessName)
  await register.getByRole('textbox', { name: 'Email' }).fill(account.email)
  await register.getByLabel(/^Contraseña/).fill(account.password)
  await register.getByLabel(/^Repetir contraseña/).fill(account.password)
  await register.getByRole('checkbox', { name: 'Acepto los términos y condiciones' }).check()
  await register.getByRole('button', { name: 'Inicia', exact: true }).click()

  await expect(page).toHaveURL('/dashboard')
  await expect(page.getByRole('status').filter({ hasText: '¡Tu menú se procesó con éxito!' })).toBeVisible({
    timeout: 15_000,
  })
  expect(await page.evaluate(() => localStorage.getItem('analyzedMenu'))).toBeNull()

  await page.getByRole('navigation', { name: 'Panel' }).getByRole('link', { name: 'Productos' }).click()
  const corrected = page.getByRole('listitem').filter({ hasText: 'Ensalada mixta de la casa' })
  await expect(corrected).toContainText('$ 27.500')
  await expect(page.getByRole('listitem').filter({ hasText: 'Pizza barbacoa' })).toContainText('$ 33.000')
  await expect(page.getByRole('heading', { level: 2, name: 'PIZZAS' })).toBeVisible()
})

test('a phone photo of a menu goes through the four phases to a preview of its items', async ({ page }) => {
  test.setTimeout(120_000)
  await recordPhases(page)
  await page.goto('/')
  const demo = await uploadOnLanding(page, join(fixtures, 'menu-001-photo.jpg'))
  await expect(demo.getByRole('heading', { name: 'Vista previa de tu menú' })).toBeVisible({
    timeout: 90_000,
  })
  const phases = await seenPhases(page)
  for (const phase of PHASES.slice(0, 3)) expect(phases).toContain(phase)
  await expect(demo.getByText('Pizza barbacoa')).toBeVisible()
  await expect(demo.getByRole('img', { name: /Página 1/ })).toBeVisible()
})

test('a file chosen before the rendered landing has become the app is still read', async ({ page }) => {
  // The app takes the page over once its Spanish messages are in: holding them back holds it back.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/assets/messages.es-*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  const demo = page.locator('#demo')
  await demo
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('no soy un menú') })
  release()
  await expect(demo.getByRole('alert')).toContainText('Por favor sube un archivo PDF, JPG o PNG.')
})

test('a file that is not a menu gets the alert, and a corrupt PDF the error with a retry', async ({
  page,
}) => {
  await page.goto('/')
  const demo = await uploadOnLanding(page, {
    name: 'notas.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('no soy un menú'),
  })
  await expect(demo.getByRole('alert')).toContainText('Por favor sube un archivo PDF, JPG o PNG.')

  await uploadOnLanding(page, {
    name: 'roto.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >>\nendobj\n% truncated'),
  })
  await expect(demo.getByRole('heading', { name: 'No pudimos leer tu menú' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(demo.getByText('Error al procesar el menú. Por favor, intenta de nuevo.')).toBeVisible()
  await expect(demo.getByRole('button', { name: 'Volver a Intentar' })).toBeVisible()
  await expect(demo.getByRole('link', { name: 'Crear el menú a mano' })).toHaveAttribute('href', '/register')
})

import { expect, test } from './fixtures.ts'
import { fetchMail } from './support/services-config.ts'

// Issue 8 (first step): the landing's anchors, one FAQ answer open at a time, the counters, and a contact
// message that reaches the support address.

test('the landing jumps to its sections, opens one answer at a time and counts up', async ({
  page,
  visit,
}) => {
  await visit('/')
  await page.locator('header').getByRole('link', { name: 'Preguntas' }).first().click()
  await expect(page).toHaveURL(/#preguntas$/)
  await expect(page.locator('#preguntas')).toBeInViewport()

  const first = page.getByRole('button', { name: '¿Qué formatos de menú puedo subir?' })
  const second = page.getByRole('button', { name: '¿Necesito conocimientos técnicos?' })
  await first.click()
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  await second.click()
  await expect(second).toHaveAttribute('aria-expanded', 'true')
  await expect(first).toHaveAttribute('aria-expanded', 'false')

  const results = page.getByRole('region', { name: 'Resultados que se notan' })
  await results.scrollIntoViewIfNeeded()
  await expect(results.getByRole('definition')).toHaveText([/40%/, /80%/, '2000+'], { timeout: 10_000 })
})

test('a contact message is accepted and mailed to the support address', async ({ page }) => {
  await page.goto('/#contacto')
  const form = page.locator('#contacto')
  await form.getByRole('button', { name: 'Enviar mensaje' }).click()
  await expect(form.getByText('El nombre es obligatorio')).toBeVisible()

  const subject = `Demo ${Date.now()}`
  await form.getByRole('textbox', { name: /^Nombre/ }).fill('Ana Gómez')
  await form.getByRole('textbox', { name: /^Email/ }).fill('ana@cafe.example')
  await form.getByRole('combobox', { name: /^Sector/ }).selectOption('Restaurantes')
  await form.getByRole('textbox', { name: /^Mensaje/ }).fill(subject)
  await form.getByRole('checkbox', { name: /Acepto la política de privacidad/ }).check()
  await form.getByRole('button', { name: 'Enviar mensaje' }).click()
  await expect(form.getByRole('status')).toContainText(
    'Mensaje enviado. Nos pondremos en contacto contigo pronto.',
  )

  const mail = await fetchMail('ayuda@vitrina.test')
  expect(mail.text).toContain(subject)
})

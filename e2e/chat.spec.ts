import { expect, test } from './fixtures.ts'
import { fetchMail } from './support/services-config.ts'

// The landing's chat bubble. A reply 1 s after a message, the conversation kept across a
// reload (read back from the server), and an email that sends the conversation to the support address.

const SUPPORT = 'ayuda@vitrina.test'

test('a visitor chats from the landing, finds the chat again after a reload and leaves an email', async ({
  page,
  visit,
  expectAccessible,
}) => {
  // Two axe runs, a reload and a mail: more than the default half minute on a busy machine.
  test.setTimeout(90_000)
  await visit('/')
  const bubble = page.getByRole('button', { name: 'Abrir chat de soporte' })
  await expect(bubble).toHaveAttribute('aria-expanded', 'false')
  await bubble.click()
  const panel = page.getByRole('dialog', { name: 'Soporte Vitrina' })
  await expect(panel).toContainText(
    'Una persona del equipo te responde por correo cuando nos dejas tu email.',
  )
  await expect(panel).not.toContainText('minutos')
  const text = panel.getByRole('textbox', { name: 'Tu mensaje' })
  await expect(text).toBeFocused()

  const question = `¿Puedo tener dos menús? ${Date.now()}`
  await text.fill(question)
  const sentAt = Date.now()
  await text.press('Enter')
  const log = panel.getByRole('log')
  await expect(log).toContainText(question)
  await expect(log).toContainText('Soporte Vitrina está escribiendo…')
  // Every canned reply in Spanish speaks of the team; the greeting does not.
  await expect(log.getByText(/equipo/)).toHaveCount(0)
  await expect(log.getByText(/equipo/)).toHaveCount(1)
  expect(Date.now() - sentAt).toBeGreaterThanOrEqual(950)
  await expectAccessible()

  // The conversation comes back from the server's database after a reload.
  await page.reload()
  await page.getByRole('button', { name: 'Abrir chat de soporte' }).click()
  await expect(log).toContainText(question)
  await expect(log.getByText(/equipo/)).toHaveCount(1)

  const email = panel.getByRole('textbox', { name: 'Déjanos tu email y te enviamos la respuesta' })
  await email.fill('ana@')
  await panel.getByRole('button', { name: 'Guardar' }).click()
  await expect(panel.getByText('El email no es válido')).toBeVisible()
  await email.fill('ana@cafe.example')
  await panel.getByRole('button', { name: 'Guardar' }).click()
  await expect(panel.getByRole('status')).toHaveText(/Te escribiremos a ana@cafe\.example/)
  const mail = await fetchMail(SUPPORT, question)
  expect(mail.text).toContain('Email del visitante: ana@cafe.example')
  await expectAccessible()

  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(bubble).toBeFocused()
})

test('the chat speaks English after the language toggle', async ({ page, visit, expectAccessible }) => {
  await visit('/')
  await page.getByRole('button', { name: 'EN, cambiar a inglés' }).click()
  await page.getByRole('button', { name: 'Open support chat' }).click()
  const panel = page.getByRole('dialog', { name: 'Vitrina Support' })
  await expect(panel).toContainText('A person from our team replies by email once you leave us your address.')
  await panel.getByRole('textbox', { name: 'Your message' }).fill('Do you have a free plan?')
  await panel.getByRole('button', { name: 'Send' }).click()
  // Every canned reply in English speaks of the team.
  await expect(panel.getByRole('log').getByText(/team/)).toHaveCount(1)
  await expect(panel.getByText('Leave us your email and we will send you the answer')).toBeVisible()
  await expectAccessible()
  await panel.getByRole('button', { name: 'Close chat' }).click()
  await expect(panel).toBeHidden()
})

test('on a phone the open chat fits the screen and leaves the bubble reachable', async ({ page, visit }) => {
  // Loaded at phone size: the landing rendered at build time hydrates there without an error too (the
  // fixture fails the journey on any console error).
  await page.setViewportSize({ width: 390, height: 844 })
  await visit('/')
  const bubble = page.getByRole('button', { name: 'Abrir chat de soporte' })
  await bubble.click()
  const panel = page.getByRole('dialog', { name: 'Soporte Vitrina' })
  const box = await panel.boundingBox()
  expect(box?.width).toBeGreaterThanOrEqual(340)
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true)
  const hasSideScroll = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  )
  expect(hasSideScroll).toBe(false)
  // The bubble, now the close button, is not under the panel.
  await bubble.click()
  await expect(panel).toBeHidden()
})

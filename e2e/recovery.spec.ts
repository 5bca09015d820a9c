import { CODE_MAIL, codeInMail, expect, newAccount, otherCode, registration, test } from './fixtures.ts'
import { fetchMail } from './support/services-config.ts'

// Recovery: a code by email from the real SMTP listener sets a new password on /recover. Requests to
// the code endpoints are limited per address (decision 010), so this one journey walks every step once.

/** The 4-character code of the next recovery email (sign-up mails one to confirm the address too). */
async function nextCode(email: string): Promise<string> {
  return codeInMail(await fetchMail(email, CODE_MAIL.recovery))
}

test('an owner who forgot the password gets a code by email, sets a new one and signs in with it', async ({
  page,
  request,
  visit,
  expectAccessible,
}) => {
  // An account of its own, outside the page: a reset ends every session of the account, and the worker's
  // owner is shared with other journeys.
  const account = newAccount('recover')
  const created = await request.post('/api/accounts', { data: registration(account) })
  expect(created.status(), await created.text()).toBe(201)

  await visit('/login')
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click()
  await expect(page).toHaveURL('/recover')
  await expect(page.getByRole('heading', { level: 1, name: 'Recupera tu cuenta' })).toBeVisible()
  await expect(page).toHaveTitle('Recupera tu cuenta · Vitrina')
  await expectAccessible()

  const email = page.getByRole('textbox', { name: 'Email', exact: true })
  await page.getByRole('button', { name: 'Enviar código' }).click()
  await expect(page.getByText('Ingresa tu email.')).toBeVisible()
  await expect(email).toBeFocused()

  await email.fill(account.email.toUpperCase())
  await page.getByRole('combobox', { name: 'Código de país' }).selectOption('ES')
  await page.getByRole('textbox', { name: 'Teléfono (opcional)' }).pressSequentially('612345678')
  await page.getByRole('button', { name: 'Enviar código' }).click()

  // The code step says where the code went; Cancelar goes back with everything still typed.
  await expect(page.getByText(`Enviamos un código de 4 caracteres a ${account.email}`)).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Carácter 1 de 4' })).toBeFocused()
  await expectAccessible()
  await nextCode(account.email)
  await page.getByRole('button', { name: 'Cancelar' }).click()
  await expect(email).toHaveValue(account.email)
  await expect(page.getByRole('textbox', { name: 'Teléfono (opcional)' })).toHaveValue('612 34 56 78')

  await page.getByRole('button', { name: 'Enviar código' }).click()
  await nextCode(account.email)
  // A new code replaces the one before: only the newest one works.
  await page.getByRole('button', { name: 'Reenviar código' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Código reenviado' })).toBeVisible()
  const code = await nextCode(account.email)

  const wrong = otherCode(code)
  await page.getByRole('textbox', { name: 'Carácter 1 de 4' }).pressSequentially(wrong)
  await page.getByRole('button', { name: 'Verificar' }).click()
  await expect(page.getByRole('alert')).toHaveText('El código no es correcto. Revísalo e inténtalo de nuevo.')
  await expectAccessible()

  await page.getByRole('textbox', { name: 'Carácter 1 de 4' }).click()
  await page.keyboard.type(code)
  await page.getByRole('button', { name: 'Verificar' }).click()

  const password = page.getByLabel(/^Nueva contraseña/)
  await expect(password).toBeFocused()
  await password.fill('una-clave-nueva-1')
  await page.getByLabel(/^Repetir nueva contraseña/).fill('otra-clave-distinta')
  await page.getByRole('button', { name: 'Guardar contraseña' }).click()
  await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible()
  await page.getByLabel(/^Repetir nueva contraseña/).fill('una-clave-nueva-1')
  await page.getByRole('button', { name: 'Guardar contraseña' }).click()

  // /login says the password changed and has the email ready; the new password signs in.
  await expect(page).toHaveURL('/login')
  await expect(page.getByRole('status')).toHaveText(
    'Contraseña actualizada. Inicia sesión con tu nueva contraseña.',
  )
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(account.email)
  await expectAccessible()
  await page.getByLabel(/^Contraseña/).fill('una-clave-nueva-1')
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click()
  await expect(page).toHaveURL('/dashboard')
  await expect(page.getByRole('button', { name: /Menú de perfil/ }).first()).toContainText(account.name)
})

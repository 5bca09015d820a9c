import { CODE_MAIL, codeInMail, expect, newAccount, test } from './fixtures.ts'
import { fetchMail } from './support/services-config.ts'

// DESIGN.md §5: the sign-in dialog signs in with a code by email, no password, and a new email gets an
// account with the name and phone typed. Opened here from /login, as the upload flow will open it later.

test('a new person signs in from the dialog with a code by email and lands on the dashboard', async ({
  page,
  visit,
  expectAccessible,
}) => {
  const person = newAccount('code')
  await visit('/login')
  await page.getByRole('button', { name: 'Entrar con un código por email' }).click()

  const dialog = page.getByRole('dialog', { name: '¡Inicia sesión ahora!' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused()
  await expect(dialog.getByText('¿Necesitas ayuda? Escríbenos a')).toBeVisible()
  await expect(dialog.getByRole('combobox', { name: 'Código de país' }).getByRole('option')).toHaveText([
    'Colombia (+57)',
    'Estados Unidos (+1)',
    'España (+34)',
    'México (+52)',
  ])
  await expectAccessible()

  // Register and back, then recover and back: each view has its title.
  await dialog.getByRole('button', { name: 'Regístrate' }).click()
  await expect(page.getByRole('dialog', { name: '¡Crea tu cuenta!' })).toBeVisible()
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click()
  await dialog.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click()
  await expect(page.getByRole('dialog', { name: 'Recupera tu cuenta' })).toBeVisible()
  await page.getByRole('button', { name: 'Volver a iniciar sesión' }).click()

  await dialog.getByRole('textbox', { name: 'Nombre' }).fill(person.name)
  await dialog.getByRole('textbox', { name: 'Email' }).fill(person.email)
  await dialog.getByRole('textbox', { name: 'Teléfono (opcional)' }).pressSequentially('3001234567')
  await dialog.getByRole('button', { name: 'Inicia' }).click()

  const verify = page.getByRole('dialog', { name: 'Revisa tu correo' })
  await expect(verify.getByText(`Enviamos un código de 4 caracteres a ${person.email}`)).toBeVisible()
  await expect(verify.getByRole('textbox', { name: 'Carácter 1 de 4' })).toBeFocused()
  await expectAccessible()
  const code = codeInMail(await fetchMail(person.email, CODE_MAIL.signIn))

  await page.keyboard.type(code)
  await verify.getByRole('button', { name: 'Verificar' }).click()

  await expect(page).toHaveURL('/dashboard')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: '¡Bienvenido a Vitrina!' })).toBeVisible()
  const profile = page.getByRole('complementary').getByRole('button', { name: /Menú de perfil/ })
  await expect(profile).toContainText(person.name)
  await expect(profile).toContainText(person.email)
  await expectAccessible()
})

test('the dialog closes from its back button and with Escape, and focus goes back to what opened it', async ({
  page,
  visit,
}) => {
  await visit('/login')
  const open = page.getByRole('button', { name: 'Entrar con un código por email' })
  await open.click()
  await page.getByRole('button', { name: 'Cerrar' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(open).toBeFocused()

  await open.click()
  await expect(page.getByRole('dialog', { name: '¡Inicia sesión ahora!' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

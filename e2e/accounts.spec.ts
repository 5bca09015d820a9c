import type { Page } from '@playwright/test'
import { type Account, expect, newAccount, test } from './fixtures.ts'

// Registering, signing in and out, and the guarded dashboard. Every journey starts signed
// out; `owner` is an account registered through the API that they sign in with or collide with.

async function fillRegisterForm(page: Page, account: Account) {
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(account.name)
  await page.getByRole('textbox', { name: 'Nombre de tu negocio' }).fill(account.businessName)
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email)
  await page.getByLabel(/^Contraseña/).fill(account.password)
  await page.getByLabel(/^Repetir contraseña/).fill(account.password)
  await page.getByRole('combobox', { name: 'Código de país' }).selectOption('MX')
  await page.getByRole('textbox', { name: 'Teléfono (opcional)' }).pressSequentially('5512345678')
  await page.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }).check()
}

async function fillLoginForm(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
  await page.getByLabel(/^Contraseña/).fill(password)
}

test('a visitor registers through the form, lands on the dashboard as themselves, and signs out', async ({
  page,
  visit,
  expectAccessible,
}) => {
  await visit('/')
  await page.getByRole('link', { name: 'Registrarse' }).click()
  await expect(page).toHaveURL('/register')
  await expect(page.getByRole('heading', { level: 1, name: 'Registrarse' })).toBeVisible()
  await expect(page.getByRole('button', { name: /Google/ })).toHaveCount(0)
  await expectAccessible()

  // An empty submission says what is missing, and the form stays accessible while it does.
  await page.getByRole('button', { name: 'Crear cuenta' }).click()
  await expect(page.getByRole('alert').first()).toContainText(
    'Todos los campos marcados con * son obligatorios',
  )
  await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toBeFocused()
  await expectAccessible()

  const account = newAccount('form')
  await fillRegisterForm(page, account)
  await expect(page.getByRole('textbox', { name: 'Teléfono (opcional)' })).toHaveValue('55 1234 5678')
  await page.getByRole('button', { name: 'Crear cuenta' }).click()

  await expect(page).toHaveURL('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: '¡Bienvenido a Vitrina!' })).toBeVisible()
  const profile = page.getByRole('complementary').getByRole('button', { name: /Menú de perfil/ })
  await expect(profile).toContainText(account.name)
  await expect(profile).toContainText(account.email)
  await expectAccessible()

  await profile.click()
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click()
  await page
    .getByRole('dialog', { name: '¿Cerrar sesión?' })
    .getByRole('button', { name: 'Sí, cerrar sesión' })
    .click()
  await expect(page).toHaveURL('/')

  // Signed out for real: the dashboard sends the visitor to sign in.
  await page.goto('/dashboard')
  await expect(page).toHaveURL('/login')
})

test('a wrong password says the credentials are wrong', async ({ page, visit, expectAccessible, owner }) => {
  await visit('/login')
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click()
  await expect(page.getByRole('alert')).toHaveText('Por favor ingresa tu email y contraseña.')
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeFocused()

  await fillLoginForm(page, owner.email, 'no-es-la-clave')
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click()
  await expect(page.getByRole('alert')).toHaveText('Credenciales incorrectas. Inténtalo de nuevo.')
  await expect(page).toHaveURL('/login')
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(owner.email)
  await expectAccessible()
})

test('registering an email that has an account says it is in use, keeping what was typed', async ({
  page,
  visit,
  expectAccessible,
  owner,
}) => {
  await visit('/register')
  await fillRegisterForm(page, {
    name: 'Otra Persona',
    businessName: 'Otra Casa',
    email: owner.email,
    password: 'otra-clave-1',
  })
  await page.getByRole('button', { name: 'Crear cuenta' }).click()

  const email = page.getByRole('textbox', { name: 'Email', exact: true })
  await expect(
    page.getByText('Este email ya está en uso. Por favor utiliza otro o inicia sesión.'),
  ).toBeVisible()
  await expect(email).toBeFocused()
  await expect(email).toHaveValue(owner.email)
  await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('Otra Persona')
  await expect(page).toHaveURL('/register')
  await expectAccessible()
})

test('the dashboard sends a visitor to sign in, and back to the page they wanted', async ({
  page,
  owner,
}) => {
  await page.goto('/dashboard/productos')
  await expect(page).toHaveURL('/login')
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeVisible()

  await fillLoginForm(page, owner.email, owner.password)
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click()
  await expect(page).toHaveURL('/dashboard/productos')
  await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeVisible()
  await expect(page.getByRole('button', { name: /Menú de perfil/ }).first()).toContainText(owner.name)
})

test('the sign-in page speaks English too', async ({ page, visit }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'))
  await visit('/login')
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please enter your email and password.')
  await expect(page.getByRole('link', { name: 'Sign up', exact: true })).toHaveCount(2)
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/recover')
})

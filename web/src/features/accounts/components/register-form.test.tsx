import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { apiError, buildMe, mockSession } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'

async function renderRegister() {
  const app = renderApp('/register')
  await screen.findByRole('heading', { level: 1, name: 'Registrarse' })
  const form = {
    name: screen.getByRole('textbox', { name: /^Nombre(?! de tu negocio)/ }),
    businessName: screen.getByRole('textbox', { name: /^Nombre de tu negocio/ }),
    email: screen.getByRole('textbox', { name: /^Email/ }),
    password: screen.getByLabelText(/^Contraseña/),
    confirmPassword: screen.getByLabelText(/^Repetir contraseña/),
    country: screen.getByRole('combobox', { name: 'Código de país' }),
    phone: screen.getByRole('textbox', { name: 'Teléfono (opcional)' }),
    terms: screen.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }),
    submit: screen.getByRole('button', { name: 'Crear cuenta' }),
  }
  return { ...app, form }
}

type Form = Awaited<ReturnType<typeof renderRegister>>['form']
type User = Awaited<ReturnType<typeof renderRegister>>['user']

async function fillValidForm(user: User, form: Form) {
  await user.type(form.name, 'Jorge Ramírez')
  await user.type(form.businessName, 'Panadería La Espiga')
  await user.type(form.email, 'jorge@panaderia.co')
  await user.type(form.password, 'pan-de-bono')
  await user.type(form.confirmPassword, 'pan-de-bono')
  await user.type(form.phone, '3001234567')
  await user.click(form.terms)
}

describe('RegisterForm', () => {
  it('keeps an over-long name, email and password whole and refuses them, naming each limit', async () => {
    const calls = mockSession(null)
    const { user, form } = await renderRegister()
    await fillValidForm(user, form)
    const longName = 'J'.repeat(150)
    const longEmail = `${'j'.repeat(250)}@panaderia.co`
    const longPassword = 'p'.repeat(140)
    await user.clear(form.name)
    await user.click(form.name)
    await user.paste(longName)
    await user.clear(form.email)
    await user.click(form.email)
    await user.paste(longEmail)
    for (const box of [form.password, form.confirmPassword]) {
      await user.clear(box)
      await user.click(box)
      await user.paste(longPassword)
    }
    expect(form.name).toHaveValue(longName)
    expect(form.email).toHaveValue(longEmail)
    expect(form.password).toHaveValue(longPassword)

    await user.click(form.submit)
    expect(form.name).toHaveAccessibleDescription(
      'El nombre puede tener hasta 120 caracteres. 150 de 120 caracteres',
    )
    expect(form.email).toHaveAccessibleDescription('El email puede tener hasta 254 caracteres.')
    expect(form.password).toHaveAccessibleDescription('La contraseña puede tener hasta 128 caracteres.')
    expect(calls.filter((call) => call.path === '/api/accounts')).toEqual([])
  })

  it('has every field of docs/product-spec.md §3 under its wire name, Colombia first selected, and no Google button', async () => {
    mockSession(null)
    const { form } = await renderRegister()
    expect(form.name).toHaveAttribute('name', 'name')
    expect(form.businessName).toHaveAttribute('name', 'businessName')
    expect(form.businessName).toHaveAttribute('autocomplete', 'organization')
    expect(form.email).toHaveAttribute('name', 'email')
    expect(form.password).toHaveAttribute('name', 'password')
    expect(form.confirmPassword).toHaveAttribute('name', 'confirmPassword')
    expect(form.country).toHaveAttribute('name', 'countryCode')
    expect(form.phone).toHaveAttribute('name', 'phone')
    expect(form.terms).toHaveAttribute('name', 'acceptTerms')
    expect(form.name).toBeRequired()
    expect(form.phone).not.toBeRequired()
    expect(form.password).toHaveAccessibleDescription('Al menos 8 caracteres.')

    const options = within(form.country).getAllByRole('option')
    expect(options).toHaveLength(15)
    expect(options[0]).toHaveTextContent('Estados Unidos (+1)')
    expect(form.country).toHaveValue('CO')
    expect(within(form.country).getByRole('option', { selected: true })).toHaveTextContent('Colombia (+57)')

    expect(screen.getByRole('link', { name: 'términos y condiciones' })).toHaveAttribute('href', '/terms')
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login')
    expect(screen.queryByRole('button', { name: /Google/ })).not.toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Registrarse · Vitrina'))
  })

  it('says once that the starred fields are required, asks for the terms, and focuses the first field', async () => {
    const calls = mockSession(null)
    const { user, form } = await renderRegister()
    await user.click(form.submit)

    await waitFor(() => expect(form.name).toHaveFocus())
    const required = 'Todos los campos marcados con * son obligatorios'
    expect(screen.getAllByText(required)).toHaveLength(1)
    for (const field of [form.name, form.email, form.password, form.confirmPassword]) {
      expect(field).toHaveAttribute('aria-invalid', 'true')
      expect(field).toHaveAccessibleDescription(expect.stringContaining(required))
    }
    expect(form.terms).toHaveAccessibleDescription('Debes aceptar los términos y condiciones')
    expect(form.phone).not.toHaveAttribute('aria-invalid')
    expect(calls.filter((call) => call.path === '/api/accounts')).toEqual([])
  })

  it('says when the passwords differ or the password is too short', async () => {
    mockSession(null)
    const { user, form } = await renderRegister()
    await fillValidForm(user, form)
    await user.clear(form.password)
    await user.type(form.password, 'corta')
    await user.click(form.submit)
    expect(form.password).toHaveAccessibleDescription('La contraseña debe tener al menos 8 caracteres.')
    expect(form.confirmPassword).toHaveAccessibleDescription('Las contraseñas no coinciden')
    expect(form.password).toHaveFocus()

    // Once submitted, fixing a field clears its message as the user types.
    await user.clear(form.confirmPassword)
    await user.type(form.confirmPassword, 'corta')
    expect(form.confirmPassword).not.toHaveAttribute('aria-invalid')
  })

  it("masks the phone as the country's number and re-masks it when the country changes", async () => {
    mockSession(null)
    const { user, form } = await renderRegister()
    expect(form.phone).toHaveAttribute('placeholder', '123 456 7891')
    await user.type(form.phone, '300abc1234567999')
    expect(form.phone).toHaveValue('300 123 4567')

    await user.selectOptions(form.country, 'US')
    expect(form.phone).toHaveValue('(300) 123-4567')
    await user.selectOptions(form.country, 'CL')
    expect(form.phone).toHaveValue('3 0012 3456')

    await user.clear(form.phone)
    await user.type(form.phone, '3001')
    await user.click(form.submit)
    expect(form.phone).toHaveAccessibleDescription(
      'El número debe tener 9 dígitos; si no quieres darlo, déjalo vacío.',
    )
  })

  it('creates the account with the phone as digits and lands on the dashboard as the new owner', async () => {
    const owner = buildMe({ name: 'Jorge Ramírez', email: 'jorge@panaderia.co' })
    const calls = mockSession(null, { 'POST /api/accounts': { status: 201, body: { user: owner } } })
    const { user, form, router } = await renderRegister()
    await fillValidForm(user, form)
    await user.click(form.submit)

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(calls.find((call) => call.path === '/api/accounts')?.body).toEqual({
      name: 'Jorge Ramírez',
      businessName: 'Panadería La Espiga',
      email: 'jorge@panaderia.co',
      password: 'pan-de-bono',
      confirmPassword: 'pan-de-bono',
      countryCode: 'CO',
      phone: '3001234567',
      acceptTerms: true,
    })
    expect(router.state.location.state).toEqual({ fromLogin: true })
    const profile = await screen.findByRole('button', { name: /Menú de perfil/ })
    expect(within(profile).getByText('Jorge Ramírez')).toBeInTheDocument()
  })

  it('sends an empty phone when none was given', async () => {
    const calls = mockSession(null, { 'POST /api/accounts': { status: 201, body: { user: buildMe() } } })
    const { user, form, router } = await renderRegister()
    await fillValidForm(user, form)
    await user.clear(form.phone)
    await user.click(form.submit)
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(calls.find((call) => call.path === '/api/accounts')?.body).toMatchObject({ phone: '' })
  })

  it('says at the email field that it is taken, and keeps everything typed', async () => {
    mockSession(null, { 'POST /api/accounts': apiError(409, 'email_in_use') })
    const { user, form, router } = await renderRegister()
    await fillValidForm(user, form)
    await user.click(form.submit)

    await waitFor(() => expect(form.email).toHaveFocus())
    expect(form.email).toHaveAccessibleDescription(
      'Este email ya está en uso. Por favor utiliza otro o inicia sesión.',
    )
    expect(form.name).toHaveValue('Jorge Ramírez')
    expect(form.email).toHaveValue('jorge@panaderia.co')
    expect(form.password).toHaveValue('pan-de-bono')
    expect(form.confirmPassword).toHaveValue('pan-de-bono')
    expect(form.phone).toHaveValue('300 123 4567')
    expect(form.terms).toBeChecked()
    expect(router.state.location.pathname).toBe('/register')
  })

  it.each([
    [500, 'internal_error', 'Error al crear la cuenta. Por favor, intenta de nuevo.'],
    [400, 'validation_failed', 'Error al crear la cuenta. Por favor, intenta de nuevo.'],
    [429, 'rate_limited', 'Demasiados registros desde esta red. Espera unos minutos.'],
  ])('answers a %i with "%s"', async (status, code, message) => {
    mockSession(null, {
      'POST /api/accounts': apiError(
        status,
        code,
        'Demasiados registros desde esta red. Espera unos minutos.',
      ),
    })
    const { user, form } = await renderRegister()
    await fillValidForm(user, form)
    await user.click(form.submit)

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(message)
    expect(alert).toHaveFocus()
    expect(form.name).toHaveValue('Jorge Ramírez')
    expect(form.submit).toBeEnabled()
  })

  it('says it cannot create the account when the server is unreachable', async () => {
    mockSession(null, {
      'POST /api/accounts': () => Promise.reject(new TypeError('Failed to fetch')),
    })
    const { user, form } = await renderRegister()
    await fillValidForm(user, form)
    await user.click(form.submit)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al crear la cuenta. Por favor, intenta de nuevo.',
    )
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { apiError, buildMe, mockSession } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'

async function renderLogin(state?: unknown) {
  const app = renderApp('/login', state)
  await screen.findByRole('heading', { level: 1, name: 'Iniciar Sesión' })
  const form = {
    email: screen.getByLabelText(/^Email/),
    password: screen.getByLabelText(/^Contraseña/),
    submit: screen.getByRole('button', { name: 'Iniciar Sesión' }),
  }
  return { ...app, form }
}

const visitor = () => mockSession(null)

describe('LoginForm', () => {
  it('asks for email and password, and links to register and recover', async () => {
    visitor()
    const { form } = await renderLogin()
    expect(form.email).toHaveAttribute('name', 'email')
    expect(form.email).toHaveAttribute('type', 'email')
    expect(form.password).toHaveAttribute('name', 'password')
    expect(form.password).toHaveAttribute('type', 'password')
    expect(screen.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/register')
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      '/recover',
    )
    expect(screen.queryByRole('button', { name: /Google/ })).not.toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Iniciar Sesión · Vitrina'))
  })

  it('says once that both fields are needed, ties it to the empty fields and focuses the first', async () => {
    const calls = visitor()
    const { user, form } = await renderLogin()
    await user.click(form.submit)

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Por favor ingresa tu email y contraseña.')
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    expect(form.email).toHaveFocus()
    expect(form.email).toHaveAttribute('aria-invalid', 'true')
    expect(form.email).toHaveAccessibleDescription('Por favor ingresa tu email y contraseña.')
    expect(form.password).toHaveAttribute('aria-invalid', 'true')
    expect(calls.filter((call) => call.path === '/api/sessions')).toEqual([])

    await user.type(form.email, 'maria@cafe.co')
    await user.click(form.submit)
    expect(form.email).not.toHaveAttribute('aria-invalid')
    expect(form.password).toHaveFocus()
  })

  it('points at a malformed email under the field itself', async () => {
    visitor()
    const { user, form } = await renderLogin()
    await user.type(form.email, 'maria-sin-arroba')
    await user.type(form.password, 'secreto123')
    await user.click(form.submit)
    expect(form.email).toHaveAccessibleDescription('Ingresa un email válido, por ejemplo nombre@negocio.com.')
    expect(form.email).toHaveFocus()
  })

  it('says the credentials are wrong on a 401, keeping what was typed', async () => {
    mockSession(null, { 'POST /api/sessions': apiError(401, 'invalid_credentials', 'Invalid') })
    const { user, form, router } = await renderLogin()
    await user.type(form.email, 'maria@cafe.co')
    await user.type(form.password, 'equivocada1')
    await user.click(form.submit)

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Credenciales incorrectas. Inténtalo de nuevo.')
    expect(alert).toHaveFocus()
    expect(form.email).toHaveValue('maria@cafe.co')
    expect(form.password).toHaveValue('equivocada1')
    expect(form.submit).toBeEnabled()
    expect(router.state.location.pathname).toBe('/login')
  })

  it("shows the server's own words when signing in is rate limited", async () => {
    mockSession(null, {
      'POST /api/sessions': apiError(429, 'rate_limited', 'Demasiados intentos. Espera un minuto.'),
    })
    const { user, form } = await renderLogin()
    await user.type(form.email, 'maria@cafe.co')
    await user.type(form.password, 'secreto123')
    await user.click(form.submit)
    expect(await screen.findByRole('alert')).toHaveTextContent('Demasiados intentos. Espera un minuto.')
  })

  it('disables the button and says it is signing in while it waits', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {}
    mockSession(null, { 'POST /api/sessions': () => new Promise((resolve) => (answer = resolve)) })
    const { user, form } = await renderLogin()
    await user.type(form.email, 'maria@cafe.co')
    await user.type(form.password, 'secreto123')
    await user.click(form.submit)

    const pending = await screen.findByRole('button', { name: 'Iniciando sesión…' })
    expect(pending).toBeDisabled()
    answer({ status: 401, body: { error: { code: 'invalid_credentials', message: 'x' } } })
    expect(await screen.findByRole('button', { name: 'Iniciar Sesión' })).toBeEnabled()
  })

  it('signs in and goes to the dashboard, showing the user it got back', async () => {
    const owner = buildMe({ name: 'Jorge Ramírez', email: 'jorge@panaderia.co' })
    const calls = mockSession(null, { 'POST /api/sessions': { status: 200, body: { user: owner } } })
    const { user, form, router } = await renderLogin()
    await user.type(form.email, '  Jorge@Panaderia.co ')
    await user.type(form.password, 'secreto123')
    await user.click(form.submit)

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    const post = calls.find((call) => call.path === '/api/sessions')
    expect(post?.method).toBe('POST')
    expect(post?.body).toEqual({ email: 'jorge@panaderia.co', password: 'secreto123' })
    expect(post?.init?.credentials).toBe('same-origin')
    // The server answers its own messages (rate limiting) in the interface's language.
    expect(new Headers(post?.init?.headers).get('Accept-Language')).toBe('es')
    const profile = await screen.findByRole('button', { name: /Menú de perfil/ })
    expect(within(profile).getByText('Jorge Ramírez')).toBeInTheDocument()
    expect(within(profile).getByText('jorge@panaderia.co')).toBeInTheDocument()
  })

  it('returns to the page the visitor asked for, passing on that a menu was processed', async () => {
    mockSession(null, { 'POST /api/sessions': { status: 200, body: { user: buildMe() } } })
    const { user, form, router } = await renderLogin({
      redirectAfterAuth: '/dashboard/productos',
      menuProcessed: true,
    })
    await user.type(form.email, 'maria@cafe.co')
    await user.type(form.password, 'secreto123')
    await user.click(form.submit)

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/productos'))
    expect(router.state.location.state).toEqual({ fromLogin: true, menuProcessed: true })
    expect(await screen.findByRole('heading', { level: 1, name: 'Productos' })).toBeInTheDocument()
  })

  it('speaks English too', async () => {
    mockSession(null, { 'POST /api/sessions': apiError(401, 'invalid_credentials') })
    const app = renderApp('/login')
    await app.user.click(await screen.findByRole('button', { name: 'EN, cambiar a inglés' }))
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument()
    await app.user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your email and password.')

    await app.user.type(screen.getByLabelText(/^Email/), 'maria@cafe.co')
    await app.user.type(screen.getByLabelText(/^Password/), 'secreto123')
    await app.user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByText('Incorrect credentials. Please try again.')).toBeInTheDocument()
  })
})

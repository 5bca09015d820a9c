import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { i18n } from '../../../lib/i18n.ts'
import { leaveApp } from '../../../lib/leave-app.ts'
import { apiError, mockSession } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'

vi.mock('../../../lib/leave-app.ts', () => ({ leaveApp: vi.fn() }))

const both = { status: 200, body: { google: true, oidc: { name: 'Mi Empresa' }, supportEmail: null } }
const none = { status: 200, body: { google: false, oidc: null, supportEmail: null } }

describe('FederatedButtons', () => {
  it.each([
    ['/login', 'Iniciar Sesión'],
    ['/register', 'Registrarse'],
  ])('%s shows no provider button when the server has none', async (path, heading) => {
    const calls = mockSession(null, { 'GET /api/auth-providers': none })
    renderApp(path)
    await screen.findByRole('heading', { level: 1, name: heading })
    await waitFor(() => expect(calls.some((call) => call.path === '/api/auth-providers')).toBe(true))
    expect(screen.queryByRole('button', { name: /Continuar con/ })).not.toBeInTheDocument()
  })

  it('shows a button per configured provider and leaves for the one clicked', async () => {
    const calls = mockSession(null, {
      'GET /api/auth-providers': both,
      'POST /api/auth/sign-in/social': {
        status: 200,
        body: { url: 'https://id.example/authorize?x=1', redirect: true },
      },
    })
    const { user } = renderApp('/login', { redirectAfterAuth: '/dashboard/productos' })
    expect(await screen.findByRole('button', { name: 'Continuar con Google' })).toBeEnabled()
    const oidc = screen.getByRole('button', { name: 'Continuar con Mi Empresa' })
    await user.click(oidc)

    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('https://id.example/authorize?x=1'))
    expect(calls.find((call) => call.path === '/api/auth/sign-in/social')?.body).toEqual({
      provider: 'oidc',
      callbackURL: '/dashboard/productos',
      errorCallbackURL: '/login?provider=oidc',
    })
    // On its way out: a second click would start a second trip.
    expect(oidc).toBeDisabled()
  })

  it('starts sign-up from /register towards the dashboard, failures back to /register', async () => {
    const calls = mockSession(null, {
      'GET /api/auth-providers': both,
      'POST /api/auth/sign-in/social': apiError(500, 'internal'),
    })
    const { user } = renderApp('/register')
    await user.click(await screen.findByRole('button', { name: 'Continuar con Google' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos conectar con Google. Por favor, intenta de nuevo.',
    )
    expect(calls.find((call) => call.path === '/api/auth/sign-in/social')?.body).toMatchObject({
      provider: 'google',
      callbackURL: '/dashboard',
      errorCallbackURL: '/register?provider=google',
    })
  })
})

describe('FederatedError', () => {
  it.each([
    ['/login?error=access_denied', 'Inicio de sesión cancelado. Por favor, intenta de nuevo.'],
    [
      '/login?error=invalid_code&error_description=El%20c%C3%B3digo%20caduc%C3%B3',
      'Error al iniciar sesión con Google: El código caducó',
    ],
    [
      '/login?provider=oidc&error=server_error&error_description=Fallo',
      'Error al iniciar sesión con Mi Empresa: Fallo',
    ],
    ['/login?provider=oidc&error=state_not_found', 'Error al iniciar sesión con Mi Empresa: state_not_found'],
    ['/login?error=', 'No pudimos iniciar sesión con Google. Por favor, intenta de nuevo.'],
    ['/register?error=access_denied', 'Registro cancelado. Por favor, intenta de nuevo.'],
    ['/register?error=x&error_description=Sin%20email', 'Error al registrarse con Google: Sin email'],
    ['/register?provider=oidc&error=', 'No pudimos registrarte con Mi Empresa. Por favor, intenta de nuevo.'],
  ])('%s says "%s"', async (path, message) => {
    mockSession(null, { 'GET /api/auth-providers': both })
    renderApp(path)
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message))
  })

  it('says nothing without an error', async () => {
    mockSession(null, { 'GET /api/auth-providers': both })
    renderApp('/login')
    await screen.findByRole('button', { name: 'Continuar con Google' })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('speaks English too', async () => {
    mockSession(null, { 'GET /api/auth-providers': both })
    await i18n.changeLanguage('en')
    renderApp('/register?error=access_denied')
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign up cancelled. Please try again.')
    expect(await screen.findByRole('button', { name: 'Continue with Mi Empresa' })).toBeInTheDocument()
  })
})

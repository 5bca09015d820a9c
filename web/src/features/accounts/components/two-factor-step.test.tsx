import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { apiError, buildMe, mockSession } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'

const maria = buildMe()

describe('The two-factor step of signing in', { timeout: 20_000 }, () => {
  it('asks the app’s code after a right password, and signs in with it', async () => {
    const calls = mockSession(null, {
      'POST /api/sessions': { status: 200, body: { twoFactorRequired: true } },
      'POST /api/sessions/two-factor': ({ body }) =>
        (body as { code?: string }).code === '654321'
          ? { status: 200, body: { user: maria } }
          : apiError(401, 'invalid_code', 'El código no es correcto.'),
      'GET /api/security': { status: 200, body: { hasPassword: true, twoFactorEnabled: true } },
    })
    const { user, router } = renderApp('/login')
    await user.type(await screen.findByLabelText(/^Email/), 'maria@cafedelaplaza.co')
    await user.type(screen.getByLabelText(/^Contraseña/), 'secreto-123')
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }))

    const field = await screen.findByLabelText(/^Código de la app/)
    await waitFor(() => expect(field).toHaveFocus())
    expect(router.state.location.pathname).toBe('/login')
    await user.type(field, '111111')
    await user.click(screen.getByRole('button', { name: 'Verificar' }))
    expect(await screen.findByText('El código no es correcto.')).toBeInTheDocument()
    expect(field).toHaveAttribute('aria-invalid', 'true')

    await user.clear(field)
    await user.type(field, '654321')
    await user.click(screen.getByRole('button', { name: 'Verificar' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(calls.filter((call) => call.path === '/api/sessions/two-factor').map((call) => call.body)).toEqual(
      [{ code: '111111' }, { code: '654321' }],
    )
  })

  it('takes a backup code instead, through "Usar un código de respaldo"', async () => {
    const calls = mockSession(null, {
      'POST /api/sessions': { status: 200, body: { twoFactorRequired: true } },
      'POST /api/sessions/two-factor': { status: 200, body: { user: maria } },
    })
    const { user, router } = renderApp('/login')
    await user.type(await screen.findByLabelText(/^Email/), 'maria@cafedelaplaza.co')
    await user.type(screen.getByLabelText(/^Contraseña/), 'secreto-123')
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }))
    await user.click(await screen.findByRole('button', { name: 'Usar un código de respaldo' }))

    const field = screen.getByLabelText(/^Código de respaldo/)
    expect(field).toHaveFocus()
    await user.type(field, 'abc')
    await user.click(screen.getByRole('button', { name: 'Verificar' }))
    expect(await screen.findByText('Escribe el código de respaldo completo.')).toBeInTheDocument()
    await user.clear(field)
    await user.type(field, 'ABCDE-12345')
    await user.click(screen.getByRole('button', { name: 'Verificar' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(calls.find((call) => call.path === '/api/sessions/two-factor')?.body).toEqual({
      backupCode: 'ABCDE-12345',
    })
  })

  it('asks for the code when Google or OIDC came back to /login?dosPasos=1', async () => {
    mockSession(null, { 'POST /api/sessions/two-factor': { status: 200, body: { user: maria } } })
    const { user, router } = renderApp('/login?dosPasos=1')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verificación en dos pasos' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/tiene la verificación en dos pasos activada/)).toBeInTheDocument()
    await user.type(screen.getByLabelText(/^Código de la app/), '123456')
    await user.click(screen.getByRole('button', { name: 'Verificar' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
  })

  it('asks the app’s code after a right e-mailed code too: no first factor skips it', async () => {
    const calls = mockSession(null, {
      'POST /api/sign-in-codes': { status: 202 },
      'POST /api/sign-in-codes/verify': { status: 200, body: { twoFactorRequired: true } },
      'POST /api/sessions/two-factor': { status: 200, body: { user: maria } },
    })
    const { user, router } = renderApp('/login')
    await user.click(await screen.findByRole('button', { name: 'Entrar con un código por email' }))
    const dialog = await screen.findByRole('dialog', { name: '¡Inicia sesión ahora!' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'maria@cafedelaplaza.co')
    await user.click(within(dialog).getByRole('button', { name: 'Inicia' }))
    await screen.findByRole('dialog', { name: 'Revisa tu correo' })
    await user.keyboard('2468')
    await user.click(screen.getByRole('button', { name: 'Verificar' }))

    expect(await screen.findByRole('dialog', { name: 'Verificación en dos pasos' })).toBeInTheDocument()
    const field = screen.getByLabelText(/^Código de la app/)
    await waitFor(() => expect(field).toHaveFocus())
    expect(router.state.location.pathname).toBe('/login')
    await user.type(field, '123456')
    await user.click(screen.getByRole('button', { name: 'Verificar' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(calls.find((call) => call.path === '/api/sessions/two-factor')?.body).toEqual({ code: '123456' })
  })
})

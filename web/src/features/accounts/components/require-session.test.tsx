import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { apiError, buildMe, mockApi, mockSession } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'

describe('RequireSession (the dashboard guard)', () => {
  it('says it is checking the session while it waits for the server', async () => {
    mockApi({ 'GET /api/me': () => new Promise(() => {}) })
    renderApp('/dashboard')
    expect(await screen.findByRole('status')).toHaveTextContent('Comprobando tu sesión…')
    expect(screen.queryByRole('navigation', { name: 'Panel' })).not.toBeInTheDocument()
  })

  it('sends a visitor to /login, remembering the page they wanted', async () => {
    mockSession(null)
    const { router } = renderApp('/dashboard/productos')
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(router.state.location.state).toEqual({ redirectAfterAuth: '/dashboard/productos' })
  })

  it('sends the visitor back there after signing in', async () => {
    mockSession(null, { 'POST /api/sessions': { status: 200, body: { user: buildMe() } } })
    const { router, user } = renderApp('/dashboard/productos')
    await user.type(await screen.findByLabelText(/^Email/), 'maria@cafe.co')
    await user.type(screen.getByLabelText(/^Contraseña/), 'secreto123')
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Productos' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard/productos')
  })

  it('lets the signed-in owner in', async () => {
    renderApp('/dashboard/clientes')
    expect(await screen.findByRole('heading', { level: 1, name: 'Clientes y CRM' })).toBeInTheDocument()
  })

  it('says so when the session cannot be checked, and tries again on request', async () => {
    let isServerUp = false
    mockApi({
      'GET /api/me': () =>
        isServerUp ? { status: 200, body: { user: buildMe() } } : apiError(503, 'unavailable'),
    })
    const { user } = renderApp('/dashboard')
    // One automatic retry comes first (providers.tsx), so this waits past its back-off.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'No pudimos comprobar tu sesión' },
        { timeout: 3000 },
      ),
    ).toBeInTheDocument()

    isServerUp = true
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: '¡Bienvenido a Vitrina!' })).toBeInTheDocument(),
    )
  })
})

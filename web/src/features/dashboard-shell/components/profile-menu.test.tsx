import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { apiError, buildMe, mockSession } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'

async function openProfileMenu(path = '/dashboard') {
  const app = renderApp(path)
  await screen.findByRole('heading', { level: 1 })
  // jsdom has no layout, so the desktop sidebar and its profile menu are always "visible" here.
  await app.user.click(screen.getByRole('button', { name: /Menú de perfil/ }))
  await screen.findByRole('menu')
  return app
}

describe('ProfileMenu', () => {
  it("shows the signed-in owner's initials, name and email", async () => {
    mockSession(buildMe({ name: 'jorge ramírez', email: 'jorge@panaderia.co' }))
    const { user } = renderApp('/dashboard')
    const trigger = await screen.findByRole('button', { name: /Menú de perfil/ })
    expect(within(trigger).getByText('JR')).toBeInTheDocument()
    expect(within(trigger).getByText('jorge ramírez')).toBeInTheDocument()
    expect(within(trigger).getByText('jorge@panaderia.co')).toBeInTheDocument()

    await user.click(trigger)
    const menu = await screen.findByRole('menu')
    expect(within(menu).getByText('jorge ramírez')).toBeInTheDocument()
    expect(within(menu).getByText('jorge@panaderia.co')).toBeInTheDocument()
  })

  it('opens upward with Mi perfil, Configuración and Cerrar sesión', async () => {
    await openProfileMenu()
    const menu = screen.getByRole('menu')
    expect(menu).toHaveAttribute('data-side', 'top')
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Mi perfil',
      'Configuración',
      'Cerrar sesión',
    ])
  })

  it('goes to the profile and settings pages', async () => {
    const { user, router } = await openProfileMenu()
    await user.click(screen.getByRole('menuitem', { name: 'Mi perfil' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: /Menú de perfil/ }))
    await user.click(await screen.findByRole('menuitem', { name: 'Configuración' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Configuración' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard/configuracion')
  })

  it('closes on Escape', async () => {
    const { user } = await openProfileMenu()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
  })
})

describe('Logout confirmation', () => {
  async function openLogoutDialog() {
    const app = await openProfileMenu('/dashboard/productos')
    await app.user.click(screen.getByRole('menuitem', { name: 'Cerrar sesión' }))
    const dialog = await screen.findByRole('dialog', { name: '¿Cerrar sesión?' })
    return { ...app, dialog }
  }

  it('closes the menu and asks, warning that unsaved data will be lost', async () => {
    const { dialog } = await openLogoutDialog()
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    expect(dialog).toHaveAccessibleDescription('Los datos que no hayas guardado se perderán.')
  })

  it('stays on the page when cancelled', async () => {
    const { user, router } = await openLogoutDialog()
    await user.click(screen.getByRole('button', { name: 'Cancelar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(router.state.location.pathname).toBe('/dashboard/productos')
  })

  it('ends the session when confirmed, goes to the landing page and forgets the user', async () => {
    const calls = mockSession(buildMe(), { 'DELETE /api/sessions/current': { status: 204 } })
    const { user, router } = await openLogoutDialog()
    await user.click(screen.getByRole('button', { name: 'Sí, cerrar sesión' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(await screen.findByRole('link', { name: 'Ir al panel' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/sessions/current',
    ])

    // The cached user is gone: the dashboard now asks to sign in.
    await user.click(screen.getByRole('link', { name: 'Ir al panel' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeInTheDocument()
  })

  it('asks for none of the owner’s data once the session has ended', async () => {
    const calls = mockSession(buildMe(), { 'DELETE /api/sessions/current': { status: 204 } })
    const { user, router } = await openLogoutDialog()
    await waitFor(() => expect(calls.some((call) => call.path === '/api/settings')).toBe(true))
    await user.click(screen.getByRole('button', { name: 'Sí, cerrar sesión' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(await screen.findByRole('link', { name: 'Ir al panel' })).toBeInTheDocument()
    const ended = calls.findIndex((call) => call.method === 'DELETE')
    // The landing's own requests only (the session check, the sign-in providers, whether its upload is read by
    // a model service), none of the owner's.
    const landing = ['/api/me', '/api/auth-providers', '/api/menu-analyses/reading-service']
    const asked = calls.slice(ended + 1).map((call) => call.path)
    expect(asked.filter((path) => !landing.includes(path))).toEqual([])
  })

  it('stays, saying so, when the session could not be ended', async () => {
    mockSession(buildMe(), { 'DELETE /api/sessions/current': apiError(500, 'internal_error') })
    const { user, router } = await openLogoutDialog()
    await user.click(screen.getByRole('button', { name: 'Sí, cerrar sesión' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos cerrar la sesión. Por favor, intenta de nuevo.',
    )
    expect(router.state.location.pathname).toBe('/dashboard/productos')
    expect(screen.getByRole('button', { name: 'Sí, cerrar sesión' })).toBeEnabled()
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
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
  it('shows the guest honestly: initials, name and that nobody is signed in', async () => {
    const { user } = renderApp('/dashboard')
    const trigger = await screen.findByRole('button', { name: /Menú de perfil/ })
    expect(within(trigger).getByText('I')).toBeInTheDocument()
    expect(within(trigger).getByText('Invitado')).toBeInTheDocument()
    expect(within(trigger).getByText('Sin sesión iniciada')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Cambiar a inglés (EN)' }))
    const englishTrigger = screen.getByRole('button', { name: /Profile menu/ })
    expect(within(englishTrigger).getByText('G')).toBeInTheDocument()
    expect(within(englishTrigger).getByText('Guest')).toBeInTheDocument()
    expect(within(englishTrigger).getByText('Not signed in')).toBeInTheDocument()
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

  it('goes to the landing page when confirmed', async () => {
    const { user, router } = await openLogoutDialog()
    await user.click(screen.getByRole('button', { name: 'Sí, cerrar sesión' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(await screen.findByRole('link', { name: 'Ir al panel' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

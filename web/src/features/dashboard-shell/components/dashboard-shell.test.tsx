import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ROLES } from '#domain/team/roles.ts'
import { buildMe, mockSession } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'

async function renderShellAt(path: string) {
  const app = renderApp(path)
  await screen.findByRole('heading', { level: 1 })
  return app
}

const sidebar = () => within(screen.getByRole('navigation', { name: 'Panel' }))

describe('DashboardShell navigation', () => {
  it('lists the sidebar entries in order and marks the current page', async () => {
    await renderShellAt('/dashboard/plantillas')

    const links = sidebar().getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'Inicio',
      'Plantillas',
      'Categorías',
      'Productos',
      'Diseño',
      'Promociones',
      'Mis catálogos',
      'Reservas',
      'Pedidos',
      'Clientes / CRM',
      'Soporte / FAQ',
    ])
    expect(sidebar().getByRole('link', { name: 'Plantillas' })).toHaveAttribute('aria-current', 'page')
    expect(sidebar().getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current')
    expect(screen.getByRole('heading', { level: 1, name: 'Plantillas' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Plantillas · Vitrina'))
  })

  it('marks Inicio only on /dashboard, and Inicio scrolls back to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo')
    const { user, router } = await renderShellAt('/dashboard')
    expect(sidebar().getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page')
    expect(
      sidebar()
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(1)

    await user.click(sidebar().getByRole('link', { name: 'Inicio' }))
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }))
    expect(router.state.location.pathname).toBe('/dashboard')
  })

  it('points Soporte / FAQ at support, and titles FAQ "Dashboard" as the spec lists no FAQ title', async () => {
    const { user } = await renderShellAt('/dashboard/faq')
    expect(screen.getByText('Dashboard')).toBeInTheDocument()
    expect(sidebar().getByRole('link', { name: 'Soporte / FAQ' })).not.toHaveAttribute('aria-current')

    await user.click(sidebar().getByRole('link', { name: 'Soporte / FAQ' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Soporte' })).toBeInTheDocument()
    expect(sidebar().getByRole('link', { name: 'Soporte / FAQ' })).toHaveAttribute('aria-current', 'page')
  })

  it('switches the whole shell to English with the EN toggle, and back with ES', async () => {
    const { user } = await renderShellAt('/dashboard/catalogos')
    expect(screen.getByText('Catálogos')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'EN, cambiar a inglés' }))
    expect(screen.getByRole('button', { name: 'ES, switch to Spanish' })).toHaveTextContent('ES')
    expect(screen.getByText('Catalogs')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'My catalogs' })).toBeInTheDocument()
    expect(
      within(screen.getByRole('navigation', { name: 'Dashboard' })).getByRole('link', { name: 'Home' }),
    ).toBeVisible()
    await waitFor(() => expect(document.title).toBe('My catalogs · Vitrina'))

    await user.click(screen.getByRole('button', { name: 'ES, switch to Spanish' }))
    expect(screen.getByRole('button', { name: 'EN, cambiar a inglés' })).toHaveTextContent('EN')
  })
})

describe('DashboardShell navigation by role', () => {
  it.each(ROLES)('shows %s Pedidos after Reservas, as every role reads the orders', async (role) => {
    mockSession(buildMe({ role }))
    await renderShellAt('/dashboard')
    const names = sidebar()
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(names.indexOf('Pedidos')).toBe(names.indexOf('Reservas') + 1)
    expect(sidebar().getByRole('link', { name: 'Pedidos' })).toHaveAttribute('href', '/dashboard/pedidos')
  })
})

describe('DashboardShell drawer', () => {
  it('opens from the menu button and closes on navigation', async () => {
    const { user } = await renderShellAt('/dashboard')
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }))

    const drawer = await screen.findByRole('dialog', { name: 'Menú del panel' })
    await user.click(within(drawer).getByRole('link', { name: 'Productos' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Productos' })).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('closes with its close button', async () => {
    const { user } = await renderShellAt('/dashboard')
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cerrar menú' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})

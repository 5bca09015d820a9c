import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Role } from '#domain/team/roles.ts'
import { i18n } from '../../lib/i18n.ts'
import { buildMe, mockSession } from '../../test/api-mock.ts'
import { renderApp } from '../../test/render-app.tsx'

// A page a role cannot use at all, opened by its address, says so once with the way back to Inicio
// (RequirePermission) instead of drawing controls the server would refuse.

const notice = 'Tu rol en este negocio no permite abrir esta página.'

function open(role: Role, path: string) {
  mockSession(buildMe({ role }))
  return renderApp(path)
}

describe('pages a role cannot use, opened by address', { timeout: 20_000 }, () => {
  it.each<Role>(['staff', 'viewer'])(
    'shows %s Plantillas as a notice and leads back to Inicio',
    async (role) => {
      const { user, router } = open(role, '/dashboard/plantillas')
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Plantillas' }, { timeout: 5000 }),
      ).toBeVisible()
      expect(screen.getByText(notice)).toBeVisible()
      expect(screen.queryByRole('button', { name: /^Usar / })).not.toBeInTheDocument()
      await user.click(screen.getByRole('link', { name: 'Volver a Inicio' }))
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    },
  )

  it('gives a manager the templates to choose from', async () => {
    open('manager', '/dashboard/plantillas')
    expect(await screen.findByRole('button', { name: 'Usar Clásico' }, { timeout: 5000 })).toBeVisible()
    expect(screen.queryByText(notice)).not.toBeInTheDocument()
  })

  it('says it in English to a member reading the dashboard in English', async () => {
    await i18n.changeLanguage('en')
    open('staff', '/dashboard/plantillas')
    expect(
      await screen.findByText(
        'Your role in this business does not let you open this page.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/dashboard')
  })

  it.each<Role>(['staff', 'viewer'])('shows %s the Menú de hoy editor as a notice', async (role) => {
    open(role, '/dashboard/productos/menu-de-hoy')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Menú de hoy' }, { timeout: 5000 }),
    ).toBeVisible()
    expect(screen.getByText(notice)).toBeVisible()
  })

  it('opens Menú de hoy for a manager', async () => {
    open('manager', '/dashboard/productos/menu-de-hoy')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Menú de hoy' }, { timeout: 5000 }),
    ).toBeVisible()
    expect(screen.queryByText(notice)).not.toBeInTheDocument()
  })

  it.each<[Role, string]>([
    ['staff', '/dashboard/configuracion/negocio'],
    ['staff', '/dashboard/configuracion/pagos'],
    ['manager', '/dashboard/configuracion/negocio'],
    ['manager', '/dashboard/configuracion/pagos'],
  ])('shows %s the settings section %s as a notice under Configuración', async (role, path) => {
    open(role, path)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Configuración' }, { timeout: 5000 }),
    ).toBeVisible()
    expect(await screen.findByText(notice)).toBeVisible()
    expect(screen.queryByRole('button', { name: /Guardar/ })).not.toBeInTheDocument()
  })

  it('opens Configuración → Negocio for an owner', async () => {
    open('owner', '/dashboard/configuracion/negocio')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Configuración' }, { timeout: 5000 }),
    ).toBeVisible()
    expect(await screen.findByRole('textbox', { name: /Nombre del negocio/ })).toBeInTheDocument()
    expect(screen.queryByText(notice)).not.toBeInTheDocument()
  })
})

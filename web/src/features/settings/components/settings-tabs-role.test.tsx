import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildMe, mockSession } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'

describe('Configuración’s tabs and the member’s role', { timeout: 20_000 }, () => {
  it('shows an owner every tab, Equipo and Actividad among them', async () => {
    mockSession(buildMe())
    renderApp('/dashboard/configuracion/notificaciones')
    const tabs = await screen.findByRole('navigation', { name: 'Secciones de la configuración' })
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'General',
      'Negocio',
      'Equipo',
      'Actividad',
      'Notificaciones',
      'Seguridad y privacidad',
      'Pagos',
    ])
  })

  it('shows a manager the team and its activity, not the business or its payments', async () => {
    mockSession(buildMe({ role: 'manager' }))
    renderApp('/dashboard/configuracion/notificaciones')
    const tabs = await screen.findByRole('navigation', { name: 'Secciones de la configuración' })
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['General', 'Equipo', 'Actividad', 'Notificaciones', 'Seguridad y privacidad'])
  })

  it.each(['staff', 'viewer'] as const)('shows %s only their own settings', async (role) => {
    mockSession(buildMe({ role }))
    renderApp('/dashboard/configuracion/notificaciones')
    const tabs = await screen.findByRole('navigation', { name: 'Secciones de la configuración' })
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['General', 'Notificaciones', 'Seguridad y privacidad'])
  })
})

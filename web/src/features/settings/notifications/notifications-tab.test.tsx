import { act, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_USER_SETTINGS, type UserSettings } from '#domain/settings/user-settings.schema.ts'
import { apiError, buildMe, mockSession } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'

function mockSettingsApi(patch?: () => { status: number; body?: unknown }) {
  let settings: UserSettings = structuredClone(DEFAULT_USER_SETTINGS)
  return mockSession(buildMe(), {
    'GET /api/settings': () => ({ status: 200, body: settings }),
    'PATCH /api/settings':
      patch ??
      ((call) => {
        const changes = call.body as { notifications: Partial<UserSettings['notifications']> }
        settings = { ...settings, notifications: { ...settings.notifications, ...changes.notifications } }
        return { status: 200, body: settings }
      }),
  })
}

async function renderTab() {
  const app = renderApp('/dashboard/configuracion/notificaciones')
  await screen.findByRole('switch', { name: 'Notificaciones por email' })
  return app
}

describe('Configuración → Notificaciones', { timeout: 20_000 }, () => {
  it('shows the toggles with their state, push disabled as coming soon', async () => {
    mockSettingsApi()
    await renderTab()
    expect(screen.getByRole('switch', { name: 'Notificaciones por email' })).toBeChecked()
    expect(screen.getByRole('switch', { name: 'Recordatorios de citas' })).toBeChecked()
    expect(screen.getByRole('switch', { name: 'Marketing y novedades' })).not.toBeChecked()
    const push = screen.getByRole('switch', { name: /Notificaciones push/ })
    expect(push).toBeDisabled()
    expect(push).toHaveAccessibleDescription('Próximamente: aún no enviamos notificaciones push.')
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled()
  })

  it('saves only what changed and says "Configuración guardada" for 3 seconds', async () => {
    const calls = mockSettingsApi()
    const { user } = await renderTab()
    await user.click(screen.getByRole('switch', { name: 'Marketing y novedades' }))
    await user.click(screen.getByRole('switch', { name: 'Recordatorios de citas' }))
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      await user.click(screen.getByRole('button', { name: 'Guardar' }))
      await screen.findByText('Configuración guardada')
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
        notifications: { marketing: true, appointmentReminders: false },
      })
      expect(screen.getByRole('switch', { name: 'Marketing y novedades' })).toBeChecked()
      await act(() => vi.advanceTimersByTimeAsync(3100))
      expect(screen.queryByText('Configuración guardada')).not.toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps the choices and says so when the save fails', async () => {
    mockSettingsApi(() => apiError(500, 'internal'))
    const { user } = await renderTab()
    await user.click(screen.getByRole('switch', { name: 'Notificaciones por email' }))
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos guardar tus notificaciones.')
    expect(within(document.body).getByRole('switch', { name: 'Notificaciones por email' })).not.toBeChecked()
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_USER_SETTINGS, type UserSettings } from '#domain/settings/user-settings.schema.ts'
import { getDisplayTimeZone, setDisplayTimeZone } from '../../../lib/display-time-zone.ts'
import { i18n } from '../../../lib/i18n.ts'
import { getThemeChoice, setThemeChoice } from '../../../lib/theme/theme-store.ts'
import { apiError, mockSession } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'

function settingsWith(preferences: Partial<UserSettings['preferences']>): UserSettings {
  return { ...DEFAULT_USER_SETTINGS, preferences: { ...DEFAULT_USER_SETTINGS.preferences, ...preferences } }
}

/** The API of an owner whose saved settings are `saved`; PATCH answers them merged with the change. */
function mockSettings(saved: UserSettings) {
  let current = saved
  return mockSession(undefined, {
    'GET /api/settings': () => ({ status: 200, body: current }),
    'PATCH /api/settings': ({ body }) => {
      const changes = body as { preferences: Partial<UserSettings['preferences']> }
      current = { ...current, preferences: { ...current.preferences, ...changes.preferences } }
      return { status: 200, body: current }
    },
  })
}

// The choices live on this device beyond one render: each test starts from the defaults again.
afterEach(() => {
  setThemeChoice('light')
  setDisplayTimeZone('America/Bogota')
})

describe('Configuración → General', () => {
  it('shows the saved choices and saves only what changed, then says so', async () => {
    const calls = mockSettings(settingsWith({ theme: 'light' }))
    const { user } = renderApp('/dashboard/configuracion')

    const dark = await screen.findByRole('radio', { name: /Oscuro/ })
    expect(screen.getByRole('radio', { name: /Claro/ })).toBeChecked()
    expect(screen.getByRole('combobox', { name: 'Zona horaria' })).toHaveValue('Bogota (GMT-05:00)')
    expect(screen.getByRole('option', { name: /Français/ })).toBeDisabled()

    await user.click(dark)
    // Held until Guardar (docs/product-spec.md §4).
    expect(getThemeChoice()).toBe('light')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))

    expect(await screen.findByText('Configuración guardada')).toBeVisible()
    const patch = calls.find((call) => call.method === 'PATCH')
    expect(patch?.body).toEqual({ preferences: { theme: 'dark' } })
    expect(getThemeChoice()).toBe('dark')
  })

  it('finds a zone by typing, chooses it with the keyboard and moves the current time', async () => {
    mockSettings(settingsWith({}))
    const { user } = renderApp('/dashboard/configuracion')
    const zone = await screen.findByRole('combobox', { name: 'Zona horaria' })
    const before = screen.getByText(/^Hora actual:/).textContent

    await user.click(zone)
    await user.clear(zone)
    await user.type(zone, 'madrid')
    const list = screen.getByRole('listbox', { name: 'Zona horaria' })
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([expect.stringContaining('Madrid')])
    await user.keyboard('{ArrowDown}{Enter}')

    expect((zone as HTMLInputElement).value).toMatch(/^Madrid \(GMT\+0[12]:00\)$/)
    expect(zone).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText(/^Hora actual:/).textContent).not.toBe(before)
    expect(screen.getByText(/^Hora actual:/)).toHaveTextContent('Europe/Madrid')

    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    await screen.findByText('Configuración guardada')
    expect(getDisplayTimeZone()).toBe('Europe/Madrid')
  })

  it('switches the language once saved', async () => {
    mockSettings(settingsWith({}))
    const { user } = renderApp('/dashboard/configuracion')
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Idioma' }), 'en')
    expect(i18n.language).toBe('es')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(await screen.findByText('Settings saved')).toBeVisible()
    expect(i18n.language).toBe('en')
  })

  it('hides the saved message after 3 seconds', async () => {
    mockSettings(settingsWith({}))
    const { user } = renderApp('/dashboard/configuracion')
    await user.click(await screen.findByRole('radio', { name: /Automático/ }))
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    await screen.findByText('Configuración guardada')
    await waitFor(() => expect(screen.queryByText('Configuración guardada')).toBeNull(), { timeout: 4000 })
  })

  it("shows the server's refusal at the time-zone field, and keeps the saved choices", async () => {
    mockSession(undefined, {
      'GET /api/settings': { status: 200, body: DEFAULT_USER_SETTINGS },
      'PATCH /api/settings': {
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: 'Invalid',
            fields: { 'preferences.timeZone': ['settings.errors.timeZoneUnknown'] },
          },
        },
      },
    })
    const { user } = renderApp('/dashboard/configuracion')
    const zone = await screen.findByRole('combobox', { name: 'Zona horaria' })
    await user.click(zone)
    await user.type(zone, 'lima')
    await user.keyboard('{Enter}')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(await screen.findByText('Esa zona horaria no existe. Elige una de la lista.')).toBeVisible()
    expect(zone).toHaveAttribute('aria-invalid', 'true')
    expect(getDisplayTimeZone()).toBe('America/Bogota')
  })

  it('says when the settings cannot be read, and tries again', async () => {
    mockSession(undefined, { 'GET /api/settings': apiError(500, 'internal') })
    renderApp('/dashboard/configuracion')
    expect(await screen.findByText(/No pudimos cargar tu configuración/)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible()
  })
})

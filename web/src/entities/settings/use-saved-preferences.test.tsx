import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_USER_SETTINGS, type UserSettings } from '#domain/settings/user-settings.schema.ts'
import { getDisplayTimeZone, setDisplayTimeZone } from '../../lib/display-time-zone.ts'
import { i18n } from '../../lib/i18n.ts'
import { getThemeChoice, setThemeChoice } from '../../lib/theme/theme-store.ts'
import { mockSession } from '../../test/api-mock.ts'
import { type SavedLanguageUse, useSavedPreferences } from './use-saved-preferences.ts'

const englishDark: UserSettings = {
  ...DEFAULT_USER_SETTINGS,
  preferences: { theme: 'dark', language: 'en', timeZone: 'Asia/Tokyo' },
}

function renderWith(languageUse: SavedLanguageUse) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  return renderHook(() => useSavedPreferences(languageUse), { wrapper })
}

function mockSettings(saved: UserSettings) {
  return mockSession(undefined, {
    'GET /api/settings': { status: 200, body: saved },
    'PATCH /api/settings': ({ body }) => ({
      status: 200,
      body: { ...saved, preferences: { ...saved.preferences, ...(body as UserSettings).preferences } },
    }),
  })
}

afterEach(() => {
  setThemeChoice('light')
  setDisplayTimeZone('America/Bogota')
})

describe('useSavedPreferences', () => {
  it('applies the saved theme and time zone, and the language on a sign-in', async () => {
    mockSettings(englishDark)
    renderWith('apply')
    await waitFor(() => expect(i18n.language).toBe('en'))
    expect(getThemeChoice()).toBe('dark')
    expect(getDisplayTimeZone()).toBe('Asia/Tokyo')
  })

  it("keeps this device's language on a load with the session already open", async () => {
    mockSettings(englishDark)
    renderWith('keep')
    await waitFor(() => expect(getThemeChoice()).toBe('dark'))
    expect(i18n.language).toBe('es')
  })

  it("gives a new account this device's language", async () => {
    const calls = mockSettings(englishDark)
    renderWith('adopt')
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true))
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ preferences: { language: 'es' } })
    expect(i18n.language).toBe('es')
  })

  it('saves a switch of the language made elsewhere (the header toggle)', async () => {
    const calls = mockSettings(DEFAULT_USER_SETTINGS)
    renderWith('keep')
    await waitFor(() => expect(calls.some((call) => call.path === '/api/settings')).toBe(true))
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).not.toHaveLength(0))
    await act(() => i18n.changeLanguage('en'))
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
        preferences: { language: 'en' },
      }),
    )
  })
})

import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_USER_SETTINGS } from '#domain/settings/user-settings.schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import { registerTestOwner } from '../../test/test-owner.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(async () => {
  await app.close()
})

describe('GET and PATCH /api/settings', () => {
  it('starts with the spec’s defaults and keeps each change, the rest untouched', async () => {
    const owner = await registerTestOwner(app, 'settings')
    expect((await owner.call('GET', '/api/settings')).json()).toEqual(DEFAULT_USER_SETTINGS)
    const changed = await owner.call('PATCH', '/api/settings', {
      preferences: { theme: 'dark', timeZone: 'Europe/Madrid' },
      notifications: { marketing: true },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    const expected = {
      preferences: { theme: 'dark', language: 'es', timeZone: 'Europe/Madrid' },
      notifications: { ...DEFAULT_USER_SETTINGS.notifications, marketing: true },
      privacy: DEFAULT_USER_SETTINGS.privacy,
    }
    expect(changed.json()).toEqual(expected)
    await owner.call('PATCH', '/api/settings', { privacy: { analytics: false } })
    expect((await owner.call('GET', '/api/settings')).json()).toEqual({
      ...expected,
      privacy: { analytics: false, location: false },
    })
  })

  it('saves a first change without a read before it', async () => {
    const owner = await registerTestOwner(app, 'settings')
    const changed = await owner.call('PATCH', '/api/settings', { preferences: { language: 'en' } })
    expect(changed.json().preferences).toEqual({ ...DEFAULT_USER_SETTINGS.preferences, language: 'en' })
  })

  it('refuses an unknown time zone at its field, in the caller’s language, saving nothing', async () => {
    const owner = await registerTestOwner(app, 'settings')
    const refused = await owner.call(
      'PATCH',
      '/api/settings',
      { preferences: { timeZone: 'Mars/Olympus_Mons', theme: 'dark' } },
      { 'accept-language': 'en' },
    )
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error).toMatchObject({
      code: 'validation_failed',
      message: 'Please check the data you sent: some fields are not valid.',
      fields: { 'preferences.timeZone': ['settings.errors.timeZoneUnknown'] },
    })
    expect((await owner.call('GET', '/api/settings')).json()).toEqual(DEFAULT_USER_SETTINGS)
  })

  it('refuses an empty change, an unknown field and a wrong type', async () => {
    const owner = await registerTestOwner(app, 'settings')
    for (const body of [
      {},
      { preferences: {} },
      { preferences: { theme: 'sepia' } },
      { notifications: { email: 'yes' } },
      { preferences: { language: 'fr' } },
      { userId: owner.user.id, privacy: { location: true } },
    ]) {
      const refused = await owner.call('PATCH', '/api/settings', body)
      expect(refused.statusCode, JSON.stringify(body)).toBe(400)
    }
    expect((await owner.call('GET', '/api/settings')).json()).toEqual(DEFAULT_USER_SETTINGS)
  })

  it('is each user’s own: another owner’s change never reaches ours, and no session gets 401', async () => {
    const owner = await registerTestOwner(app, 'settings')
    const other = await registerTestOwner(app, 'settings')
    await other.call('PATCH', '/api/settings', { preferences: { theme: 'dark' } })
    expect((await owner.call('GET', '/api/settings')).json()).toEqual(DEFAULT_USER_SETTINGS)
    expect((await other.call('GET', '/api/settings')).json().preferences.theme).toBe('dark')
    for (const method of ['GET', 'PATCH'] as const) {
      const response = await app.inject({
        method,
        url: '/api/settings',
        payload: method === 'GET' ? undefined : {},
      })
      expect(response.statusCode, method).toBe(401)
    }
  })
})

import type { AccountSession, SecurityOverview } from '#domain/security/security.schema.ts'
import { DEFAULT_USER_SETTINGS } from '#domain/settings/user-settings.schema.ts'
import { type ApiCall, mockSession } from '../../../test/api-mock.ts'

/** A signed-in device as `GET /api/security/sessions` lists it. */
export function buildSession(overrides: Partial<AccountSession> = {}): AccountSession {
  return {
    id: 'session-current',
    browser: 'Chrome',
    os: 'Windows',
    deviceType: 'desktop',
    place: null,
    lastActiveAt: '2026-11-26T15:30:00.000Z',
    createdAt: '2026-11-20T10:00:00.000Z',
    current: true,
    ...overrides,
  }
}

type Answer = { status: number; body?: unknown }
type Route = Answer | ((call: ApiCall) => Answer | Promise<Answer>)

/** The API of Seguridad y privacidad as the signed-in owner sees it, with a test's own answers on top. */
export function mockSecurityApi({
  overview = { hasPassword: true, twoFactorEnabled: false },
  sessions = [buildSession()],
  routes = {},
}: {
  overview?: SecurityOverview
  sessions?: AccountSession[]
  routes?: Record<string, Route>
} = {}) {
  return mockSession(undefined, {
    'GET /api/security': { status: 200, body: overview },
    'GET /api/security/sessions': { status: 200, body: { sessions } },
    'GET /api/settings': { status: 200, body: DEFAULT_USER_SETTINGS },
    ...routes,
  })
}

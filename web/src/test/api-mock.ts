import { vi } from 'vitest'
import type { Me } from '#domain/accounts/account.schema.ts'

/** A signed-in owner, as `GET /api/me` answers it. */
export function buildMe(overrides: Partial<Me> = {}): Me {
  return {
    id: 'user-1',
    name: 'María Fernanda López',
    email: 'maria@cafedelaplaza.co',
    phone: '+57 3001234567',
    createdAt: '2026-11-23T10:00:00.000Z',
    profilePicture: null,
    authProvider: null,
    business: {
      id: 'business-1',
      name: 'Café de la Plaza',
      slug: 'cafe-de-la-plaza',
      currency: 'COP',
      timeZone: 'America/Bogota',
      language: 'es',
    },
    ...overrides,
  }
}

/** A call the app made: method, path and the parsed JSON body. */
export type ApiCall = { method: string; path: string; body: unknown; init: RequestInit | undefined }
type Answer = { status: number; body?: unknown }
type Route = Answer | ((call: ApiCall) => Answer | Promise<Answer>)

/** An error answer in the API's shape. */
export function apiError(status: number, code: string, message = code): Answer {
  return { status, body: { error: { code, message } } }
}

/**
 * Replaces `fetch` with answers per "METHOD /path"; anything else gets a 404. Returns the calls made.
 * Every test starts with `GET /api/me` answering a signed-in owner (see setup.ts).
 */
export function mockApi(routes: Record<string, Route>): ApiCall[] {
  const calls: ApiCall[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost')
    const method = init?.method ?? 'GET'
    const call: ApiCall = {
      method,
      path: url.pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      init,
    }
    calls.push(call)
    const route = routes[`${method} ${url.pathname}`]
    const answer = typeof route === 'function' ? await route(call) : (route ?? apiError(404, 'not_found'))
    const hasBody = answer.body !== undefined && answer.status !== 204
    return new Response(hasBody ? JSON.stringify(answer.body) : null, {
      status: answer.status,
      headers: hasBody ? { 'Content-Type': 'application/json' } : {},
    })
  })
  return calls
}

/** Mocks the API as seen by a signed-in owner (the default) or, with null, by a visitor. */
export function mockSession(user: Me | null = buildMe(), routes: Record<string, Route> = {}): ApiCall[] {
  return mockApi({
    'GET /api/me': user ? { status: 200, body: { user } } : apiError(401, 'unauthenticated'),
    ...routes,
  })
}

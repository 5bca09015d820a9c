import { vi } from 'vitest'
import type { Me } from '#domain/accounts/account.schema.ts'

/** A signed-in owner, as `GET /api/me` answers it. */
export function buildMe(overrides: Partial<Me> = {}): Me {
  return {
    id: 'user-1',
    name: 'María Fernanda López',
    email: 'maria@cafedelaplaza.co',
    emailVerified: true,
    phone: '+57 3001234567',
    createdAt: '2026-11-23T10:00:00.000Z',
    profilePicture: null,
    authProvider: null,
    business: {
      id: 'business-1',
      name: 'Café de la Plaza',
      slug: 'cafe-de-la-plaza',
      currency: 'COP',
      country: 'CO',
      timeZone: 'America/Bogota',
      language: 'es',
      contactPhone: '',
      contactAddress: '',
      menuModelEnabled: true,
      whatsappNumber: '',
      whatsappUses: { menu: true, dish: false, booking: true, bookingNotices: false },
      whatsappMessages: false,
    },
    role: 'owner',
    businesses: [{ id: 'business-1', name: 'Café de la Plaza', slug: 'cafe-de-la-plaza', role: 'owner' }],
    ...overrides,
  }
}

/** A call the app made: method, path, its query ("?day=2026-12-06", or '') and the parsed JSON body. */
export type ApiCall = {
  method: string
  path: string
  search: string
  body: unknown
  init: RequestInit | undefined
}
type Answer = { status: number; body?: unknown }
type Route = Answer | ((call: ApiCall) => Answer | Promise<Answer>)

/** An error answer in the API's shape. */
export function apiError(status: number, code: string, message = code): Answer {
  return { status, body: { error: { code, message } } }
}

function readFetchArguments(input: string, init: RequestInit | undefined): ApiCall {
  return {
    method: init?.method ?? 'GET',
    path: new URL(input, 'http://localhost').pathname,
    search: new URL(input, 'http://localhost').search,
    body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    init,
  }
}

/** A call of the typed client (api-client.ts), which hands `fetch` a Request: read as the same ApiCall. */
async function readRequest(request: Request): Promise<ApiCall> {
  const type = request.headers.get('Content-Type') ?? ''
  const text = type.startsWith('application/json') ? await request.clone().text() : ''
  const body = type.startsWith('multipart/form-data') ? await request.clone().formData() : text || undefined
  return {
    method: request.method,
    path: new URL(request.url).pathname,
    search: new URL(request.url).search,
    body: text ? JSON.parse(text) : undefined,
    init: {
      method: request.method,
      headers: request.headers,
      body,
      credentials: request.credentials,
      keepalive: request.keepalive,
      signal: request.signal,
    },
  }
}

/**
 * Replaces `fetch` with answers per "METHOD /path"; anything else gets a 404. Returns the calls made.
 * Every test starts with `GET /api/me` answering a signed-in owner (see setup.ts).
 */
export function mockApi(routes: Record<string, Route>): ApiCall[] {
  const calls: ApiCall[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const call = input instanceof Request ? await readRequest(input) : readFetchArguments(String(input), init)
    calls.push(call)
    const route = routes[`${call.method} ${call.path}`]
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
    'GET /api/me': { status: 200, body: { user } },
    ...routes,
  })
}

// The API as a browser calls it, over HTTP, for tests of real server processes. Each caller names its
// address in X-Forwarded-For (the servers trust it), so each test counts under per-address limits of its own.
import { expect } from 'vitest'
import type { UploadedFile } from './test-files.ts'

let owners = 0

export const headersFrom = (address: string, cookie = '') => ({
  'x-forwarded-for': address,
  'accept-language': 'es',
  ...(cookie ? { cookie } : {}),
})

/** Registers an owner through `POST /api/accounts` on `url`: their session cookie and business id. */
export async function registerOwner(url: string, address: string) {
  const n = ++owners
  const password = 'una-clave-larga'
  const response = await fetch(`${url}/api/accounts`, {
    method: 'POST',
    headers: { ...headersFrom(address), 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Dueña ${n}`,
      businessName: `Dueña ${n}`,
      email: `duena-${n}-${Date.now()}@example.com`,
      password,
      confirmPassword: password,
      countryCode: 'CO',
      phone: '',
      acceptTerms: true,
    }),
  })
  expect(response.status, await response.clone().text()).toBe(201)
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  const { user } = (await response.json()) as { user: { business: { id: string } } }
  return { cookie, businessId: user.business.id }
}

/** A JSON call as a signed-in owner from `address`. */
export function callAs(url: string, cookie: string, address: string) {
  return (method: string, path: string, body?: object) =>
    fetch(`${url}${path}`, {
      method,
      headers: {
        ...headersFrom(address, cookie),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    })
}

/** Uploads one file as a multipart form (field `file`), as the widget and the image pickers do. */
export function uploadFile(
  url: string,
  path: string,
  file: UploadedFile,
  { address, cookie }: { address: string; cookie?: string },
) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
  return fetch(`${url}${path}`, { method: 'POST', headers: headersFrom(address, cookie), body: form })
}

type Progress = { status: string; progress: number; result?: unknown }

/** Follows an analysis's event stream on `url` to its end: the state of every `progress` event. */
export async function followEvents(url: string, id: string, address: string): Promise<Progress[]> {
  const response = await fetch(`${url}/api/menu-analyses/${id}/events`, {
    headers: headersFrom(address),
    signal: AbortSignal.timeout(60_000),
  })
  expect(response.status).toBe(200)
  const body = await response.text()
  return body
    .split('\n\n')
    .filter((block) => block.startsWith('event: progress\n'))
    .map((block) => JSON.parse(block.slice(block.indexOf('data: ') + 6)) as Progress)
}

/** An analysis as `GET /api/menu-analyses/:id` on `url` answers it. */
export async function getAnalysis(url: string, id: string, address: string) {
  const response = await fetch(`${url}/api/menu-analyses/${id}`, { headers: headersFrom(address) })
  expect(response.status).toBe(200)
  return (await response.json()) as Progress & { id: string }
}

/** What a request got: its status and JSON body (null when empty), or the connection's error code. */
export type Answer = { status: number; body: unknown } | { error: string }

/** A body as JSON when it is JSON (the API's answers), else its text (a bare error page, say), null if empty. */
export function parseBody(text: string): unknown {
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** A request's answer, or the connection's error when there was none (the process is gone, say). */
export async function answerOf(request: Promise<Response>): Promise<Answer> {
  try {
    const response = await request
    const text = await response.text()
    return { status: response.status, body: parseBody(text) }
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause
    return { error: cause?.code ?? String(error) }
  }
}

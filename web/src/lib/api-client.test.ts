import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiError, mockApi } from '../test/api-mock.ts'
import { ApiError } from './api.ts'
import { api, apiData } from './api-client.ts'
import { i18n } from './i18n.ts'

const message = {
  nombre: 'María',
  apellido: 'López',
  correo: 'maria@cafedelaplaza.co',
  telefono: '',
  mensaje: 'El menú no carga',
  aceptaPrivacidad: true,
}

// Run by the typecheck, not by Vitest: `npm run typecheck` fails when one of these calls stops being an error.
async function callTheApiWrongly() {
  // @ts-expect-error: no such path
  await api.GET('/api/support-mesages', {})
  // @ts-expect-error: the path has no PUT
  await api.PUT('/api/support-messages', {})
  // @ts-expect-error: the path parameter is `id`
  await api.GET('/api/catalogues/{id}/products', { params: { path: { catalogueId: 'c-1' } } })
  // @ts-expect-error: `mensaje` is a string
  await api.POST('/api/support-messages', { body: { ...message, mensaje: 42 } })
  // @ts-expect-error: a misspelt field: a catalogue is renamed by `nombre`
  await api.PATCH('/api/catalogues/{id}', { params: { path: { id: 'c-1' } }, body: { nombr: 'Carta' } })
  // @ts-expect-error: the path parameter `id` is missing
  await api.GET('/api/catalogues/{id}/products', { params: { path: {} } })
  const sent = await apiData(api.GET('/api/support-messages'))
  // @ts-expect-error: a sent message has no `subject`
  return sent[0]?.subject
}

describe('the typed API client', () => {
  afterEach(() => i18n.changeLanguage('es'))

  it('sends JSON on this origin with the session cookie, in the interface’s language, and answers the data', async () => {
    await i18n.changeLanguage('en')
    const calls = mockApi({ 'POST /api/support-messages': { status: 201, body: { id: 'message-1' } } })
    const created = await apiData(api.POST('/api/support-messages', { body: message }))
    expect(created).toEqual({ id: 'message-1' })
    expect(calls[0]?.body).toEqual(message)
    const headers = new Headers(calls[0]?.init?.headers)
    expect(headers.get('Accept-Language')).toBe('en')
    expect(headers.get('Content-Type')).toBe('application/json')
    expect(calls[0]?.init?.credentials).toBe('same-origin')
  })

  it('turns an error answer into an ApiError with its status, code and message', async () => {
    mockApi({ 'GET /api/support-messages': apiError(429, 'support_rate_limited', 'Demasiados mensajes') })
    const failure = apiData(api.GET('/api/support-messages'))
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toMatchObject({
      status: 429,
      code: 'support_rate_limited',
      message: 'Demasiados mensajes',
    })
  })

  it('names an answer without the error shape http_error, and a server never reached network_error', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('<html>', { status: 502 }))
    await expect(apiData(api.GET('/api/support-messages'))).rejects.toMatchObject({
      status: 502,
      code: 'http_error',
    })
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(apiData(api.GET('/api/support-messages'))).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
    })
  })

  it('names an ok answer that is not JSON (a proxy’s page) network_error, not a crash', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      new Response('<html>portal</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    )
    await expect(apiData(api.GET('/api/support-messages'))).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
    })
  })

  it('lets an aborted request fail as aborted, not as a network error', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementationOnce(async (input) => {
      throw (input as Request).signal.reason
    })
    const controller = new AbortController()
    controller.abort()
    const failure = apiData(api.GET('/api/support-messages', { signal: controller.signal }))
    await expect(failure).rejects.not.toBeInstanceOf(ApiError)
  })

  it('answers undefined for 204', async () => {
    mockApi({ 'DELETE /api/sessions/current': { status: 204 } })
    expect(await apiData(api.DELETE('/api/sessions/current'))).toBeUndefined()
  })

  it('lets a request outlive the page when asked (keepalive)', async () => {
    const calls = mockApi({ 'DELETE /api/products/p-1': { status: 200, body: { deleted: true } } })
    await apiData(api.DELETE('/api/products/{id}', { params: { path: { id: 'p-1' } }, keepalive: true }))
    expect(calls[0]?.init?.keepalive).toBe(true)
  })

  it('is checked by the typecheck: a wrong path, method, parameter or field is an error', () => {
    expect(callTheApiWrongly).toBeTypeOf('function')
  })
})

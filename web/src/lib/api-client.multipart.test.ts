// @vitest-environment node
// In Node, not jsdom: jsdom's File and FormData are not Node's, and Node's Request (which the typed client
// builds) would send such a form empty. A browser has one of each, as Node does.
import { afterEach, beforeAll, expect, it, vi } from 'vitest'

let client: typeof import('./api-client.ts')
beforeAll(async () => {
  // The client takes the page's origin as its base; there is no page in Node.
  vi.stubGlobal('location', new URL('http://localhost/'))
  client = await import('./api-client.ts')
})
afterEach(() => vi.restoreAllMocks())

it('sends an object holding a file as multipart, the file under its field with its name', async () => {
  const fetch = vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(Response.json({ id: 'p-1' }, { headers: { 'Content-Length': '13' } }))
  const file = new File(['webp'], 'plato.webp', { type: 'image/webp' })
  const { api, apiData } = client
  await apiData(api.POST('/api/products/{id}/image', { params: { path: { id: 'p-1' } }, body: { file } }))

  const request = fetch.mock.calls[0]?.[0] as Request
  expect(request.url).toBe('http://localhost/api/products/p-1/image')
  expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/)
  const sent = (await request.formData()).get('file') as File
  expect(sent.name).toBe('plato.webp')
  expect(await sent.text()).toBe('webp')
})

// The load bench's workload: what a busy hour looks like for a server of many small businesses, squeezed
// onto one seeded business. Mostly visitors reading a public menu; owners reading their dashboard lists and
// saving small edits; now and then a product photo. Menu analyses are paced apart (`startAnalysisUploads`):
// fired at autocannon's rate they would only measure the analysis queue's 429s.
import { randomUUID } from 'node:crypto'
import type { Request } from 'autocannon'
import { pace } from './paced.ts'
import type { SeededMenu } from './seed.ts'

/** One kind of request and its share of the mix (the shares are relative weights). */
type Kind = { name: string; weight: number; build: () => Request }

const BOUNDARY = 'vitrina-bench-boundary'

/** A multipart/form-data body holding one file field, as a browser's FormData sends it. */
export function multipartBody(file: Buffer, fileName: string, contentType: string): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ])
}

const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`

/** YYYY-MM-DD of today plus `days`, in UTC (the appointments list takes a date range). */
function isoDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

function mixKinds(menu: SeededMenu, photo: Buffer): Kind[] {
  const session = { cookie: menu.cookie }
  const json = { ...session, 'content-type': 'application/json' }
  const anyProduct = () => menu.productIds[Math.floor(Math.random() * menu.productIds.length)]!
  const photoBody = multipartBody(photo, 'foto.jpg', 'image/jpeg')
  let edits = 0
  return [
    { name: 'public menu', weight: 800, build: () => ({ method: 'GET', path: `/m/${menu.slug}` }) },
    {
      name: 'catalogue products',
      weight: 60,
      build: () => ({
        method: 'GET',
        path: `/api/catalogues/${menu.catalogueId}/products`,
        headers: session,
      }),
    },
    {
      name: 'catalogues',
      weight: 20,
      build: () => ({ method: 'GET', path: '/api/catalogues', headers: session }),
    },
    {
      name: 'appointments',
      weight: 30,
      build: () => ({
        method: 'GET',
        path: `/api/appointments?from=${isoDate(-3)}&to=${isoDate(3)}`,
        headers: session,
      }),
    },
    {
      name: 'clients',
      weight: 30,
      build: () => ({ method: 'GET', path: '/api/clients?sort=ultimaVisita&dir=desc', headers: session }),
    },
    {
      name: 'rename product',
      weight: 25,
      build: () => ({
        method: 'PATCH',
        path: `/api/products/${anyProduct()}`,
        headers: json,
        body: JSON.stringify({ name: `Plato del día ${++edits}` }),
      }),
    },
    {
      name: 'create client',
      weight: 30,
      build: () => ({
        method: 'POST',
        path: '/api/clients',
        headers: json,
        body: JSON.stringify({
          nombreCompleto: 'Cliente de Prueba',
          telefono: '300 123 4567',
          email: `cliente-${randomUUID()}@example.com`,
        }),
      }),
    },
    {
      name: 'product photo',
      weight: 5,
      build: () => ({
        method: 'POST',
        path: `/api/products/${anyProduct()}/image`,
        headers: { ...session, 'content-type': MULTIPART },
        body: photoBody,
      }),
    },
  ]
}

/**
 * autocannon's `requests`: one entry whose setup draws a kind by weight for every request, so connections do
 * not march through the mix in step (a fixed sequence would have them all upload at once).
 */
export function mixedRequests(menu: SeededMenu, photo: Buffer): { requests: Request[]; shares: string } {
  const kinds = mixKinds(menu, photo)
  const total = kinds.reduce((sum, kind) => sum + kind.weight, 0)
  const pick = (): Request => {
    let draw = Math.random() * total
    for (const kind of kinds) {
      draw -= kind.weight
      if (draw < 0) return kind.build()
    }
    return kinds[0]!.build()
  }
  const shares = kinds.map((kind) => `${kind.name} ${((kind.weight / total) * 100).toFixed(1)}%`).join(', ')
  // autocannon hands setup its defaults (host, port, headers) and writes out whatever it answers.
  const setupRequest = (defaults: Request): Request => {
    const request = pick()
    return { ...defaults, ...request, headers: { ...defaults.headers, ...request.headers } }
  }
  return { requests: [{ setupRequest }], shares }
}

export type AnalysisUploads = { sent: number; accepted: number; refused: Map<number, number> }

/**
 * A PDF the server's test reader reads at once as a one-item menu (menu-analyses/test-reader.ts), different
 * each time: the same file while its analysis is unfinished is answered with that analysis, not a new one.
 */
const testMenu = (n: number) => Buffer.from(`%PDF-1.4 carta de prueba ${n}`)

/**
 * Uploads a menu for analysis to each origin in turn, one every `intervalMs`, until `stop()`; answers how
 * many were sent and what refused them. Each is the owner's, as from the dashboard's import.
 */
export function startAnalysisUploads(origins: string[], cookie: string, intervalMs: number) {
  const uploads: AnalysisUploads = { sent: 0, accepted: 0, refused: new Map() }
  const refuse = (status: number) => uploads.refused.set(status, (uploads.refused.get(status) ?? 0) + 1)
  let turn = 0
  const send = () => {
    const origin = origins[turn++ % origins.length]!
    const body = multipartBody(testMenu(++uploads.sent), 'carta.pdf', 'application/pdf')
    return fetch(`${origin}/api/menu-analyses`, {
      method: 'POST',
      headers: { cookie, 'content-type': MULTIPART },
      body,
    })
      .then(async (response) => {
        await response.arrayBuffer()
        if (response.status === 202) uploads.accepted++
        else refuse(response.status)
      })
      .catch(() => refuse(0))
  }
  const paced = pace(send, intervalMs)
  return {
    uploads,
    stop: async () => {
      await paced.stop()
      return uploads
    },
  }
}

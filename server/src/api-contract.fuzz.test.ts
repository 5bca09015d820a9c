import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientInput } from './modules/clients/test-clients.ts'
import { TEST_READER_MODULE } from './modules/menu-analyses/test-reader.ts'
import { createOwnerWithMenu, type OwnerWithMenu } from './modules/promotions/test-promotions.ts'
import { readBusinessRows } from './test/contract-fuzz/business-rows.ts'
import {
  type FormPart,
  formFor,
  jsonBodyFor,
  type KnownIds,
  PERSONAL_MARKERS,
  pathFor,
  queryFor,
} from './test/contract-fuzz/hostile-input.ts'
import { type Operation, operationsWithInput } from './test/contract-fuzz/operations.ts'
import { startMailCatcher } from './test/mail-catcher.ts'
import { createTestApp } from './test/test-app.ts'

// Every operation of the API's own contract (GET /api/docs) with a body or a query, sent bodies that break
// it, as a signed-in owner: none may answer 5xx, change another business's rows, or put personal data in the
// log. `npm test` sends a fixed sample (FUZZ_SEED, FUZZ_BODIES); `npm run fuzz:api` sends 20,000.

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_205)
const BODIES = Number(process.env.FUZZ_BODIES ?? 1_200)
const SUMMARY = process.env.FUZZ_SUMMARY === '1'

let app: FastifyInstance
let mail: Awaited<ReturnType<typeof startMailCatcher>>
const logLines: string[] = []
let caller: OwnerWithMenu
let other: OwnerWithMenu
let ids: KnownIds
let realFiles: Uint8Array[]
let operations: Operation[]
let otherRowsBefore: Record<string, string[]>
/** Every owner's e-mail, the caller's after each time a body deleted their account too. */
const ownersEmails: string[] = []
const statuses = new Map<string, Map<number, number>>()

/** The ids of an owner's rows, each kind of row the API takes an id for. */
async function idsOf(owner: OwnerWithMenu): Promise<string[]> {
  const promotion = await owner.call('POST', '/api/promotions', {
    catalogueId: owner.catalogueId,
    nombre: 'Martes de arepas',
    tipo: 'descuento',
    porcentaje: 10,
    productosEspecificos: [owner.products.arepa.id],
  })
  expect(promotion.statusCode, promotion.body).toBe(201)
  const client = await owner.call('POST', '/api/clients', clientInput())
  expect(client.statusCode, client.body).toBe(201)
  const booking = await owner.call('POST', '/api/appointments', {
    client: 'Ana Muñoz',
    phone: '+57 300 000 0000',
    date: '2026-12-10',
    time: '13:00',
    partySize: 2,
  })
  expect(booking.statusCode, booking.body).toBe(201)
  return [
    owner.catalogueId,
    ...owner.categories.map((category) => category.id),
    owner.products.arepa.id,
    owner.products.bandeja.id,
    promotion.json().id,
    client.json().id,
    booking.json().id,
  ]
}

beforeAll(async () => {
  mail = await startMailCatcher()
  app = await createTestApp(
    {
      // As in production: better-auth logs through the app, and mail goes out over SMTP rather than to the
      // log (a server without SMTP logs each mail, on purpose, so its operator can read recovery codes).
      env: 'production',
      logLevel: 'info',
      smtpUrl: mail.smtpUrl,
      // Every request comes from one address: the per-address limits would refuse most bodies unread.
      authRateLimit: 1_000_000,
      menuRateLimit: 1_000_000,
      bookingRateLimit: 1_000_000,
      visitRateLimit: 1_000_000,
    },
    {
      menuAnalyses: { readerModule: TEST_READER_MODULE, timeLimitMs: 2_000 },
      logStream: { write: (line) => void logLines.push(line) },
      clock: () => Date.parse('2026-12-02T15:00:00Z'),
    },
  )
  other = await createOwnerWithMenu(app, 'fuzz-otro')
  caller = await createOwnerWithMenu(app, 'fuzz')
  ids = { others: await idsOf(other), own: await idsOf(caller) }
  ownersEmails.push(other.account.email, caller.account.email)
  const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
    .png()
    .toBuffer()
  realFiles = [
    new Uint8Array(picture),
    new Uint8Array(Buffer.from('%PDF-1.4 menu')),
    new TextEncoder().encode('nombre,telefono,email\nAna,3001234567,ana@example.com'),
  ]
  const docs = await app.inject({ method: 'GET', url: '/api/docs' })
  operations = operationsWithInput(docs.json())
  otherRowsBefore = await readBusinessRows(app.database.db, {
    businessId: other.businessId,
    userId: other.user.id,
  })
}, 120_000)

afterAll(async () => {
  if (SUMMARY) {
    const totals = new Map<number, number>()
    const lines = [...statuses].map(([operation, counts]) => {
      for (const [status, count] of counts) totals.set(status, (totals.get(status) ?? 0) + count)
      return `${operation}: ${describeCounts(counts)}`
    })
    const bodies = [...totals.values()].reduce((sum, count) => sum + count, 0)
    process.stdout.write(
      `\nseed ${SEED}: ${statuses.size} operations, ${bodies} requests (${describeCounts(totals)})\n${lines.join('\n')}\n`,
    )
  }
  await app?.close()
  await mail?.close()
})

const describeCounts = (counts: Map<number, number>) =>
  [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ')

/** A multipart body as a browser's FormData writes it, with its boundary in the content type. */
async function multipart(parts: FormPart[]) {
  const form = new FormData()
  for (const part of parts) {
    if (part.bytes) {
      form.append(part.name, new Blob([new Uint8Array(part.bytes)], { type: part.type ?? '' }), part.fileName)
    } else {
      form.append(part.name, part.text ?? '')
    }
  }
  const request = new Request('http://fuzz.invalid', { method: 'POST', body: form })
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  }
}

type FuzzRequest = {
  path: string
  query: Record<string, string | string[]>
  body: string | FormPart[] | undefined
}

function requestsFor(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const body: fc.Arbitrary<FuzzRequest['body']> = !operation.body
    ? fc.constant(undefined)
    : operation.body.kind === 'json'
      ? jsonBodyFor(operation.body.schema, ids).map(({ raw }) => raw)
      : formFor(ids, realFiles)
  const query = operation.queryParameters.length > 0 ? queryFor(operation, ids) : fc.constant({})
  return fc.record({ path: pathFor(operation, ids), query, body })
}

async function send(operation: Operation, request: FuzzRequest) {
  const headers: Record<string, string> = { cookie: caller.cookie, 'accept-language': 'es' }
  let payload: string | Buffer | undefined
  if (typeof request.body === 'string') {
    headers['content-type'] = 'application/json'
    payload = request.body
  } else if (request.body) {
    const form = await multipart(request.body)
    headers['content-type'] = form.contentType
    payload = form.payload
  }
  return app.inject({ method: operation.method, url: request.path, query: request.query, headers, payload })
}

/**
 * A new owner to call as when a fuzzed body ended the caller's session (deleted the account, changed the
 * password), so the next operation's bodies are still an owner's.
 */
async function stillSignedIn() {
  const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: caller.cookie } })
  if (me.json().user !== null) return
  caller = await createOwnerWithMenu(app, 'fuzz')
  ids.own = await idsOf(caller)
  ownersEmails.push(caller.account.email)
}

describe('the API against bodies that break its own contract', () => {
  it('finds every operation that takes a body or a query in the contract', () => {
    expect(operations.length).toBeGreaterThan(50)
    expect(
      operations.filter((operation) => operation.body?.kind === 'multipart').length,
    ).toBeGreaterThanOrEqual(7)
  })

  it('answers no 5xx to any of them, as a signed-in owner', async () => {
    const perOperation = Math.max(1, Math.ceil(BODIES / operations.length))
    const failures: string[] = []
    for (const [index, operation] of operations.entries()) {
      const name = `${operation.method} ${operation.path}`
      const counts = new Map<number, number>()
      statuses.set(name, counts)
      for (const request of fc.sample(requestsFor(operation), {
        seed: SEED + index,
        numRuns: perOperation,
      })) {
        const response = await send(operation, request)
        counts.set(response.statusCode, (counts.get(response.statusCode) ?? 0) + 1)
        if (response.statusCode >= 500) {
          failures.push(
            `${name} ${JSON.stringify(request).slice(0, 400)} → ${response.statusCode} ${response.body}`,
          )
        }
      }
      await stillSignedIn()
    }
    expect(failures).toEqual([])
  }, 3_600_000)

  it('leaves another business’s rows as they were', async () => {
    const after = await readBusinessRows(app.database.db, {
      businessId: other.businessId,
      userId: other.user.id,
    })
    expect(after).toEqual(otherRowsBefore)
  })

  it('writes no one’s personal data to the log', () => {
    const personal = [...PERSONAL_MARKERS, ...ownersEmails, caller.account.password]
    // As typed, and as a URL carries it (a search in a query string, say).
    const forms = personal.flatMap((text) => [
      text,
      encodeURIComponent(text),
      new URLSearchParams({ q: text }).toString().slice(2),
    ])
    const leaks = logLines.filter((line) => forms.some((text) => line.includes(text)))
    expect(leaks).toEqual([])
    expect(logLines.length).toBeGreaterThan(0)
  })
})

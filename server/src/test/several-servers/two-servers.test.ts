// Two real server processes of one deployment (decision 051): whatever a visitor or owner does through one is
// seen the same through the other: menus read by either, images served by both, capacity and hourly limits
// counted once for the pair. PostgreSQL only (PGlite is one process's database): CI's `npm run test:db`.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { DEFAULT_BOOKING_RULES } from '#domain/reservations/booking-rules.schema.ts'
import { startTwoServers, type TwoServers } from './deployment.ts'
import { callAs, followEvents, getAnalysis, registerOwner, uploadFile } from './http-calls.ts'
import { testPdf, testPng } from './test-files.ts'

const postgresUrl = inject('postgresUrl')
const MENU_RATE_LIMIT = 3

/** A date a week from now (well inside the default 60-day horizon), "YYYY-MM-DD". */
const nextWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)

describe.runIf(Boolean(postgresUrl))('two servers of one deployment', () => {
  let pair: TwoServers
  let owner: Awaited<ReturnType<typeof registerOwner>>

  beforeAll(async () => {
    // The hourly count is what is proven here, not the one-at-a-time rule for an address.
    pair = await startTwoServers(postgresUrl as string, {
      MENU_RATE_LIMIT: String(MENU_RATE_LIMIT),
      MENU_VISITOR_ACTIVE_LIMIT: '10',
    })
    owner = await registerOwner(pair.a.url, '10.30.0.1')
  })
  afterAll(async () => {
    await pair?.close()
  })

  it('read a menu uploaded through A, whichever claims it, followed through B to the end', async () => {
    const address = '10.30.1.1'
    const uploaded = await uploadFile(pair.a.url, '/api/menu-analyses', testPdf('wait:1500 menu'), {
      address,
    })
    expect(uploaded.status, await uploaded.clone().text()).toBe(202)
    const { id } = (await uploaded.json()) as { id: string }

    const events = await followEvents(pair.b.url, id, address)
    expect(events.at(-1)).toMatchObject({ status: 'done', progress: 100 })
    const throughA = await getAnalysis(pair.a.url, id, address)
    expect(throughA).toMatchObject({ status: 'done', result: { restaurantName: 'Casa de Prueba' } })
    expect(await getAnalysis(pair.b.url, id, address)).toEqual(throughA)
  })

  it('serve an image uploaded through A from both, byte for byte', async () => {
    const uploaded = await uploadFile(pair.a.url, '/api/promotions/image', await testPng(1), {
      address: '10.30.0.1',
      cookie: owner.cookie,
    })
    expect(uploaded.status, await uploaded.clone().text()).toBe(201)
    const { imagen } = (await uploaded.json()) as { imagen: string }
    expect(imagen).toMatch(/^\/media\//)

    const [fromA, fromB] = await Promise.all(
      [pair.a.url, pair.b.url].map(async (url) => {
        const response = await fetch(`${url}${imagen}`)
        expect(response.status).toBe(200)
        return Buffer.from(await response.arrayBuffer())
      }),
    )
    expect(fromA?.length).toBeGreaterThan(0)
    expect(fromB?.equals(fromA as Buffer)).toBe(true)
  })

  it('give the last places of a slot to exactly as many of 30 simultaneous bookings, through both', async () => {
    const capacity = 5
    const callA = callAs(pair.a.url, owner.cookie, '10.30.0.1')
    const callB = callAs(pair.b.url, owner.cookie, '10.30.0.1')
    const saved = await callA('PUT', '/api/booking-rules', {
      ...DEFAULT_BOOKING_RULES,
      capacidadPorIntervalo: capacity,
    })
    expect(saved.status, await saved.text()).toBe(200)

    const date = nextWeek()
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        (n % 2 === 0 ? callA : callB)('POST', '/api/appointments', {
          client: `Cliente ${n}`,
          phone: '+57 300 000 0000',
          date,
          time: '20:00',
          partySize: 1,
        }),
      ),
    )
    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(capacity)
    expect(statuses.filter((status) => status === 409)).toHaveLength(30 - capacity)
  })

  it('count a visitor’s hourly menu uploads across both: the one past MENU_RATE_LIMIT is refused', async () => {
    const address = '10.30.2.1'
    const statuses: number[] = []
    // One after the other, alternating servers; different bytes each time, so none is a repeat of another.
    for (let n = 0; n <= MENU_RATE_LIMIT; n++) {
      const url = n % 2 === 0 ? pair.a.url : pair.b.url
      const response = await uploadFile(url, '/api/menu-analyses', testPdf(`menu ${n}`), { address })
      statuses.push(response.status)
      if (response.status === 429) {
        expect(((await response.json()) as { error: { code: string } }).error.code).toBe('menu_rate_limited')
      }
    }
    expect(statuses).toEqual([...Array(MENU_RATE_LIMIT).fill(202), 429])
  })
})

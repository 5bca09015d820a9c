// Two real server processes of one deployment through the faults it must survive: the database restarted
// under them, a server stopped (SIGTERM) with uploads in flight, a server killed (SIGKILL) while it reads a
// menu.
// PostgreSQL only (PGlite is one process's database): CI's `npm run test:db`.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { startTwoServers, type TwoServers } from './deployment.ts'
import {
  type Answer,
  answerOf,
  callAs,
  followEvents,
  getAnalysis,
  headersFrom,
  registerOwner,
  uploadFile,
} from './http-calls.ts'
import type { ServerProcess } from './server-processes.ts'
import { openSlowUpload } from './slow-upload.ts'
import { testPdf, testPng } from './test-files.ts'

const postgresUrl = inject('postgresUrl')
const OWNER_ADDRESS = '10.31.0.1'
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const isErrorBody = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { error?: { code?: unknown; message?: unknown } }).error?.code === 'string' &&
  typeof (body as { error: { message?: unknown } }).error.message === 'string'

describe.runIf(Boolean(postgresUrl))('two servers of one deployment, through faults', () => {
  let pair: TwoServers
  let owner: Awaited<ReturnType<typeof registerOwner>>

  beforeAll(async () => {
    pair = await startTwoServers(postgresUrl as string)
    owner = await registerOwner(pair.a.url, OWNER_ADDRESS)
  })
  afterAll(async () => {
    await pair?.close()
  })
  // Each case begins with both servers up, whichever a case before stopped or killed.
  beforeEach(async () => {
    for (const server of [pair.a, pair.b]) if (!server.isRunning()) await server.start()
  })

  it('ride out a database restart under load: clean errors while it is away, the same processes serve after', async () => {
    const servers = [pair.a, pair.b]
    const reads = servers.map((server) => callAs(server.url, owner.cookie, OWNER_ADDRESS))
    const answers: Answer[] = []
    let isLoading = true
    // Signed-in reads and readiness checks on both servers, back to back, all through the outage.
    const load = Promise.all(
      servers.flatMap((server, n) => [
        (async () => {
          while (isLoading)
            answers.push(await answerOf(reads[n]?.('GET', '/api/booking-rules') as Promise<Response>))
        })(),
        (async () => {
          while (isLoading) answers.push(await answerOf(fetch(`${server.url}/api/ready`)))
        })(),
      ]),
    )
    await pause(300)
    pair.proxy.cut()
    const cutAt = Date.now()
    await pause(500)
    const during = await Promise.all(servers.map((server) => answerOf(fetch(`${server.url}/api/ready`))))
    const readDuring = await Promise.all(reads.map((read) => answerOf(read('GET', '/api/booking-rules'))))
    // A restart's few seconds, whatever the checks took.
    await pause(Math.max(0, 3000 - (Date.now() - cutAt)))
    pair.proxy.restore()

    for (const server of servers) {
      expect(server.isRunning(), server.output().slice(-6000)).toBe(true)
      await expect
        .poll(async () => (await fetch(`${server.url}/api/ready`)).status, { timeout: 30_000, interval: 250 })
        .toBe(200)
    }
    isLoading = false
    await load
    for (const read of reads) expect((await read('GET', '/api/booking-rules')).status).toBe(200)
    const me = (await (await reads[1]?.('GET', '/api/me'))?.json()) as { user: unknown }
    expect(me.user).not.toBeNull()
    expect(servers.map((server) => server.isRunning())).toEqual([true, true])

    for (const answer of during) {
      expect(answer).toMatchObject({ status: 503, body: { error: { code: 'database_unavailable' } } })
    }
    for (const answer of readDuring) {
      expect(
        'status' in answer && answer.status >= 500 && isErrorBody(answer.body),
        JSON.stringify(answer),
      ).toBe(true)
    }
    // Under load too: every answer a success or a server error in the API's shape; none a dropped connection.
    const wrong = answers.filter(
      (answer) =>
        !('status' in answer) ||
        (answer.status >= 300 && !(answer.status >= 500 && isErrorBody(answer.body))),
    )
    expect(wrong).toEqual([])
    expect(answers.some((answer) => 'status' in answer && answer.status >= 500)).toBe(true)
  }, 60_000)

  it('lose no upload when a server is stopped with uploads in flight: each is saved and served, or refused', async () => {
    const headers = headersFrom(OWNER_ADDRESS, owner.cookie)
    const imagesUrl = `${pair.a.url}/api/promotions/image`
    const inFlight = await Promise.all(
      [1, 2, 3, 4].map(async (seed) => openSlowUpload(imagesUrl, await testPng(seed), headers)),
    )
    await pause(300)
    const stopped = pair.a.stop()
    await pause(300)
    const late = await Promise.all(
      [5, 6, 7].map(async (seed) =>
        answerOf(
          uploadFile(pair.a.url, '/api/promotions/image', await testPng(seed), {
            address: OWNER_ADDRESS,
            cookie: owner.cookie,
          }),
        ),
      ),
    )
    for (const upload of inFlight) upload.finish()
    const finished = await Promise.all(inFlight.map((upload) => upload.answered))
    expect(await stopped, pair.a.output()).toBe(0)

    // A request under way when the SIGTERM came is finished (server.ts: app.close() waits for it).
    expect(finished.map((answer) => ('status' in answer ? answer.status : answer.error))).toEqual([
      201, 201, 201, 201,
    ])
    const saved = [...finished, ...late].filter(
      (answer): answer is { status: number; body: unknown } => 'status' in answer && answer.status < 300,
    )
    for (const answer of saved) {
      const { imagen } = (typeof answer.body === 'string' ? JSON.parse(answer.body) : answer.body) as {
        imagen: string
      }
      const served = await fetch(`${pair.b.url}${imagen}`)
      expect(served.status, imagen).toBe(200)
      expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0)
    }
    for (const answer of late.filter((answer) => !saved.includes(answer as never))) {
      const isRefused = 'error' in answer ? answer.error === 'ECONNREFUSED' : answer.status === 503
      expect(isRefused, JSON.stringify(answer)).toBe(true)
    }
  }, 60_000)

  it('finish a menu whose server was killed mid-read on the other: one result, followed there to the end', async () => {
    const address = '10.31.1.1'
    const uploaded = await uploadFile(pair.a.url, '/api/menu-analyses', testPdf('wait:5000 menu'), {
      address,
    })
    expect(uploaded.status, await uploaded.clone().text()).toBe(202)
    const { id } = (await uploaded.json()) as { id: string }
    await expect
      .poll(async () => (await getAnalysis(pair.a.url, id, address)).status, {
        timeout: 10_000,
        interval: 100,
      })
      .toBe('running')
    // Either server may have claimed it: the one reading it has its work folder (analysis-files.ts).
    const isReading = (server: ServerProcess) => existsSync(join(server.dataDir, 'analysis-work', id))
    expect([isReading(pair.a), isReading(pair.b)].filter(Boolean)).toHaveLength(1)
    const [reader, survivor] = isReading(pair.a) ? [pair.a, pair.b] : [pair.b, pair.a]

    expect(await reader.kill()).toBe(null)
    const events = await followEvents(survivor.url, id, address)
    expect(events.at(-1)).toMatchObject({ status: 'done', progress: 100 })
    expect(await getAnalysis(survivor.url, id, address)).toMatchObject({
      status: 'done',
      result: { restaurantName: 'Casa de Prueba' },
    })
    // One job, read twice (the first try died with its server) and completed once; nothing given up.
    await expect
      .poll(async () => pair.sql`select name, state, retry_count from pgboss.job where id = ${id}`)
      .toEqual([{ name: 'menu-analysis', state: 'completed', retry_count: 1 }])
  }, 90_000)
})

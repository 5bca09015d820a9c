// The public menu while the menu reader works (`npm run bench:public-menu`'s last part): the page under load
// with the readers idle, then with uploads arriving every second from several addresses so that every reader
// is kept busy, in the same run; the event loop's delay in each round as the server's /metrics reports it;
// and the reader's seconds for one page alone, then with the page under load.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { multipartBody } from './load-mix.ts'
import { type Load, runLoad } from './measure.ts'
import { pace } from './paced.ts'

const FIXTURES = join(import.meta.dirname, '..', '..', 'menu-reader', 'fixtures', 'rendered')
// Photographed menus: the reader's heaviest kind of page (every word through OCR).
const PHOTOS = ['menu-001-photo.jpg', 'menu-002-photo.jpg', 'menu-003-photo.jpg', 'menu-004-photo.jpg']
const MULTIPART = 'multipart/form-data; boundary=vitrina-bench-boundary'
// How many different visitors' addresses the uploads come from (the server believes X-Forwarded-For).
const UPLOADING_ADDRESSES = 8
const POLL_MS = 250
const READ_LIMIT_MS = 180_000

/** The bench's menu photos, read once. */
export async function readPhotos(): Promise<Buffer[]> {
  return Promise.all(PHOTOS.map((name) => readFile(join(FIXTURES, name))))
}

/**
 * The photo made a file of its own: bytes after a JPEG's end are ignored by every decoder, and a different
 * file is a new analysis (the same file still being read would answer that analysis again).
 */
const distinct = (photo: Buffer, n: number) => Buffer.concat([photo, Buffer.from(`bench ${n} ${Date.now()}`)])

const visitor = (n: number) => `198.51.100.${(n % UPLOADING_ADDRESSES) + 1}`

/** Sends a photo for analysis as a visitor from `address`; answers the analysis's id, or the status refusing it. */
async function upload(origin: string, photo: Buffer, address: string): Promise<string | number> {
  const response = await fetch(`${origin}/api/menu-analyses`, {
    method: 'POST',
    headers: { 'content-type': MULTIPART, 'x-forwarded-for': address },
    body: multipartBody(photo, 'carta.jpg', 'image/jpeg'),
  })
  const body = (await response.json()) as { id?: string }
  return response.status === 202 && body.id ? body.id : response.status
}

/** Seconds until analysis `id` is done (or failed, which the bench reports as an error). */
async function secondsUntilRead(origin: string, id: string, address: string): Promise<number> {
  const started = performance.now()
  while (performance.now() - started < READ_LIMIT_MS) {
    const response = await fetch(`${origin}/api/menu-analyses/${id}`, {
      headers: { 'x-forwarded-for': address },
    })
    const analysis = (await response.json()) as { status?: string; error?: { code: string } | null }
    if (analysis.status === 'done') return (performance.now() - started) / 1000
    if (analysis.status === 'failed') throw new Error(`the analysis failed: ${analysis.error?.code}`)
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  throw new Error(`the analysis took more than ${READ_LIMIT_MS / 1000} s`)
}

/** One photo read from its upload to its menu, alone on the server (or beside whatever load runs). */
export async function timeOneRead(origin: string, photo: Buffer, n: number): Promise<number> {
  const address = `192.0.2.${n + 1}`
  const id = await upload(origin, distinct(photo, n), address)
  if (typeof id === 'number') throw new Error(`the upload was answered ${id}`)
  return secondsUntilRead(origin, id, address)
}

export type Uploads = { sent: number; accepted: number; refused: number }

/** Uploads a photo every `intervalMs`, from the visitors' addresses in turn, until `stop()`. */
export function startUploads(origin: string, photos: Buffer[], intervalMs: number) {
  const uploads: Uploads = { sent: 0, accepted: 0, refused: 0 }
  const send = () => {
    const n = uploads.sent++
    return upload(origin, distinct(photos[n % photos.length]!, n), visitor(n))
      .then((id) => {
        if (typeof id === 'string') uploads.accepted++
        else uploads.refused++
      })
      .catch(() => uploads.refused++)
  }
  const paced = pace(send, intervalMs, true)
  return {
    uploads,
    stop: async () => {
      await paced.stop()
      return uploads
    },
  }
}

/**
 * The event loop's p99 delay in milliseconds since the previous scrape: prom-client samples it with
 * perf_hooks.monitorEventLoopDelay and starts the histogram again at each scrape.
 */
export async function eventLoopP99(origin: string, token: string): Promise<number> {
  const response = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${token}` } })
  if (!response.ok) throw new Error(`GET /metrics answered ${response.status}`)
  const line = (await response.text()).match(/^nodejs_eventloop_lag_p99_seconds (\S+)$/m)
  if (!line) throw new Error('/metrics has no nodejs_eventloop_lag_p99_seconds')
  return Number(line[1]) * 1000
}

export type Round = { load: Load; eventLoopP99: number }

/** The page under `connections` for `seconds`, after a warm-up, with the event loop's p99 over that time. */
export async function measureRound(
  pageUrl: string,
  origin: string,
  token: string,
  timing: { seconds: number; warmUpSeconds: number; connections: number },
): Promise<Round> {
  await runLoad(pageUrl, timing.warmUpSeconds, timing.connections)
  await eventLoopP99(origin, token)
  const load = await runLoad(pageUrl, timing.seconds, timing.connections)
  return { load, eventLoopP99: await eventLoopP99(origin, token) }
}

/**
 * One read timed while the page is kept under load, `rate` requests a second over `connections`: the load
 * runs in slices of two seconds until the read is done, so that it covers the whole read however long it takes.
 */
export async function timeReadUnderLoad(
  origin: string,
  pageUrl: string,
  photo: Buffer,
  n: number,
  load: { connections: number; rate: number },
): Promise<{ seconds: number; load: Load }> {
  let isRead = false
  const reading = timeOneRead(origin, photo, n).finally(() => {
    isRead = true
  })
  const slices: Load[] = []
  while (!isRead) slices.push(await runLoad(pageUrl, 2, load.connections, load.rate))
  const seconds = await reading
  return {
    seconds,
    load: {
      requestsPerSecond: slices.reduce((sum, slice) => sum + slice.requestsPerSecond, 0) / slices.length,
      p99: Math.max(...slices.map((slice) => slice.p99)),
      bad: slices.reduce((sum, slice) => sum + slice.bad, 0),
    },
  }
}

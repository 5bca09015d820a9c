// The real process: what an operator sees when starting, doubling up on a DATA_DIR, misconfiguring and stopping.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { mkdtemp } from 'node:fs/promises'
import { Agent, type IncomingMessage, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

const serverEntry = join(import.meta.dirname, 'server.ts')
const running: ChildProcessWithoutNullStreams[] = []

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [serverEntry], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
  })
  running.push(child)
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = output.match(/listening at (http:\/\/127\.0\.0\.1:\d+)/)
      if (match?.[1]) resolve(match[1])
    })
    exited.then((code) => reject(new Error(`exited with ${code}: ${output}`)))
  })
  // Servers that are meant to refuse never listen; only the tests that await `listening` care.
  listening.catch(() => {})
  /** Resolves once the server has written `text` (a log line's words), whenever that was. */
  const printed = (text: string) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!output.includes(text)) return false
        resolve()
        return true
      }
      if (check()) return
      const onData = () => {
        if (check()) {
          child.stdout.off('data', onData)
          child.stderr.off('data', onData)
        }
      }
      child.stdout.on('data', onData)
      child.stderr.on('data', onData)
    })
  return { child, exited, listening, printed, output: () => output }
}

const LEAD = {
  name: 'Ana',
  email: 'ana@example.com',
  phonePrefix: '+57',
  phone: '',
  company: '',
  industry: 'Restaurantes',
  message: 'Quiero mi menú en línea.',
  acceptPrivacy: true,
}

/**
 * A request still open: a lead whose body is sent in two halves, the second when `finish` is called. The
 * answer's status is what `answered` resolves to (or the connection error).
 */
function openSlowLead(url: string) {
  const body = Buffer.from(JSON.stringify(LEAD))
  const half = Math.floor(body.length / 2)
  const outgoing = request(`${url}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
  })
  const answered = new Promise<number>((resolve, reject) => {
    outgoing.on('response', (response: IncomingMessage) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    })
    outgoing.on('error', reject)
  })
  answered.catch(() => {})
  outgoing.write(body.subarray(0, half))
  return { answered, finish: () => outgoing.end(body.subarray(half)) }
}

/** A GET through `agent`: its status, its Connection header, and the local port of the socket it went on. */
function getThrough(agent: Agent, url: string) {
  return new Promise<{ status: number; connection: string | undefined; port: number | undefined }>(
    (resolve, reject) => {
      const outgoing = request(url, { agent }, (response) => {
        const port = response.socket.localPort
        response.resume()
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, port }),
        )
      })
      outgoing.on('error', reject)
      outgoing.end()
    },
  )
}

/** Resolves once a connection to `url` is refused: the server has closed its listener. */
function listenerClosed(url: string): Promise<void> {
  return vi.waitFor(() => expect(fetch(`${url}/api/health`)).rejects.toThrow(), {
    timeout: 20_000,
    interval: 50,
  })
}

afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL')
})

// One DATA_DIR for the servers of this file, one after the other, as an operator's restarts use theirs: the
// first start makes the embedded database (seconds of initdb and migrations), the later ones open it.
let dataDir: string
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'vitrina-server-'))
})

describe('the server process', () => {
  it('serves, refuses a second server on the same DATA_DIR, and shuts down cleanly on SIGTERM', async () => {
    const first = startServer({ DATA_DIR: dataDir })
    const url = await first.listening
    const health = await fetch(`${url}/api/health`)
    expect(health.status).toBe(200)

    const second = startServer({ DATA_DIR: dataDir })
    expect(await second.exited).toBe(1)
    expect(second.output()).toContain(`Another Vitrina server is already using DATA_DIR ${dataDir}`)

    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)

    // The lock went with the first server: the folder can be used again at once.
    const third = startServer({ DATA_DIR: dataDir })
    await third.listening
    third.child.kill('SIGTERM')
    expect(await third.exited).toBe(0)
  }, 60_000)

  it('on SIGTERM finishes a request that is still open, refuses new connections, and exits 0', async () => {
    const server = startServer({ DATA_DIR: dataDir, NODE_ENV: 'test' })
    const url = await server.listening
    const lead = openSlowLead(url)
    // Fastify logs a request as it starts, its headers read and its body still coming.
    await server.printed('incoming request')

    server.child.kill('SIGTERM')
    // The listener closes (a load balancer's next connection goes elsewhere) while the lead is still open.
    await listenerClosed(url)
    expect(server.child.exitCode).toBe(null)

    lead.finish()
    expect(await lead.answered).toBe(201)
    expect(await server.exited).toBe(0)
  }, 60_000)

  it('on SIGTERM answers a request sent on a kept-alive connection, with Connection: close', async () => {
    const server = startServer({ DATA_DIR: dataDir, NODE_ENV: 'test' })
    const url = await server.listening
    // One connection, kept alive between requests, as a load balancer's pool keeps its connections.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const before = await getThrough(agent, `${url}/api/health`)
    expect(before).toMatchObject({ status: 200, connection: 'keep-alive' })

    server.child.kill('SIGTERM')
    await server.printed('SIGTERM:')
    // Sent on the idle connection once the server has begun to stop: answered, and the connection let go.
    const during = await getThrough(agent, `${url}/api/health`)
    expect(during).toEqual({ status: 200, connection: 'close', port: before.port })
    expect(await server.exited).toBe(0)
    agent.destroy()
  }, 60_000)

  it('exits 1 when a request outlasts SHUTDOWN_TIMEOUT_SECONDS', async () => {
    const server = startServer({ DATA_DIR: dataDir, NODE_ENV: 'test', SHUTDOWN_TIMEOUT_SECONDS: '1' })
    const url = await server.listening
    openSlowLead(url)
    await server.printed('incoming request')

    const signalledAt = Date.now()
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(1)
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(900)
    expect(server.output()).toContain('Shutdown took more than 1 s')
  }, 60_000)

  it('stops at boot with a message naming a bad variable', async () => {
    const server = startServer({ PORT: 'eighty' })
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain('PORT="eighty"')
  })
})

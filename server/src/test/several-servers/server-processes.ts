// Real Vitrina processes for the tests of several servers of one deployment (decision 051): each with its
// own port and DATA_DIR, sharing one PostgreSQL database, one S3 bucket and one AUTH_SECRET, as a load
// balancer would run them.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const serverEntry = join(import.meta.dirname, '..', '..', 'server.ts')
const testReader = join(import.meta.dirname, '..', '..', 'modules', 'menu-analyses', 'test-reader.ts')
const READY_LIMIT_MS = 30_000

/** What every server of a deployment shares: the database, the bucket, the secret, and any extra variables. */
export type DeploymentEnv = { DATABASE_URL: string; S3_URL: string } & Record<string, string>

/** A port nobody listens on right now (the OS's pick), so the server can be started again on it. */
async function findFreePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const address = probe.address()
  await new Promise((resolve) => probe.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>

/**
 * Starts one server and resolves once its `/api/ready` answers 200. `stop()` sends SIGTERM and `kill()`
 * SIGKILL, each resolving with the exit code (null for a signal); `start()` runs it again on the same port
 * and DATA_DIR (`dataDir`). `output()` is what it printed, for a failing test's message.
 */
export async function startServerProcess(deployment: DeploymentEnv) {
  const port = await findFreePort()
  const url = `http://127.0.0.1:${port}`
  const env = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: await mkdtemp(join(tmpdir(), 'vitrina-server-process-')),
    AUTH_SECRET: 'un-secreto-compartido-por-los-dos-servidores',
    MENU_TEST_READER: testReader,
    MENU_WORKERS: '1',
    LOG_LEVEL: 'warn',
    // The tests name their own client addresses (X-Forwarded-For), each case counting under its own.
    TRUST_PROXY: 'true',
    ...deployment,
  }
  let child: ChildProcess
  let exited: Promise<number | null>
  let output = ''

  async function start() {
    child = spawn(process.execPath, [serverEntry], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout?.on('data', (chunk) => {
      output += chunk
    })
    child.stderr?.on('data', (chunk) => {
      output += chunk
    })
    exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)))
    const deadline = Date.now() + READY_LIMIT_MS
    while (Date.now() < deadline) {
      if (child.exitCode !== null)
        throw new Error(`The server at ${url} exited (${child.exitCode}): ${output}`)
      const isReady = await fetch(`${url}/api/ready`).then(
        (response) => response.ok,
        () => false,
      )
      if (isReady) return
      await pause(200)
    }
    throw new Error(`The server at ${url} was not ready in time: ${output}`)
  }

  const signal = async (name: 'SIGTERM' | 'SIGKILL') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name)
    return exited
  }

  await start()
  return {
    url,
    dataDir: env.DATA_DIR,
    start,
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
    isRunning: () => child.exitCode === null && child.signalCode === null,
    output: () => output,
  }
}

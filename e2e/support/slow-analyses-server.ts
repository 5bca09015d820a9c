// A server of one journey's own, whose single menu worker reads with the server's test reader (a file saying
// "wait:<ms>" takes that long): the queue can be made to wait without slowing the server every other journey
// shares. The knob (MENU_TEST_READER) is honoured only with NODE_ENV=test (server/src/config.ts).
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..', '..')
const appPort = Number(process.env.E2E_PORT ?? 4173)

/** The address of a test-reader server `portOffset` ports above the shared server's (20 by default). */
export const testReaderServerUrl = (portOffset: number) => `http://127.0.0.1:${appPort + portOffset}`

export const SLOW_SERVER_URL = testReaderServerUrl(20)

async function waitForReady(url: string, child: ChildProcess, limitMs: number) {
  const deadline = Date.now() + limitMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The slow server ended (${child.exitCode})`)
    const isUp = await fetch(`${url}/api/ready`).then(
      (response) => response.ok,
      () => false,
    )
    if (isUp) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('The slow server did not start in time')
}

/**
 * Starts the server (on the shared build, web/dist) and answers how to stop it; a journey that runs beside
 * menu-upload-waiting.spec.ts gives its own `portOffset`, and `env` what its server needs besides (a model
 * service's address, say).
 */
export async function startSlowAnalysesServer(
  portOffset = 20,
  env: Record<string, string> = {},
): Promise<() => Promise<void>> {
  const url = testReaderServerUrl(portOffset)
  const child = spawn(process.execPath, [join(root, 'server', 'src', 'server.ts')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(appPort + portOffset),
      PUBLIC_URL: url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'vitrina-e2e-slow-')),
      WEB_DIST_DIR: join(root, 'web', 'dist'),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      MENU_WORKERS: '1',
      MENU_RATE_LIMIT: '200',
      // The journey's blocker and its visitor both upload from 127.0.0.1.
      MENU_VISITOR_ACTIVE_LIMIT: '20',
      MENU_TEST_READER: join(root, 'server', 'src', 'modules', 'menu-analyses', 'test-reader.ts'),
      ...env,
    },
  })
  await waitForReady(url, child, 60_000)
  return async () => {
    if (child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
}

/** A PDF as the test reader takes it: its words say what it does (server/src/modules/menu-analyses/test-reader.ts). */
export const testReaderPdf = (words: string) => Buffer.from(`%PDF-1.4 ${words}`)

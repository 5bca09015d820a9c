// The real server as a child process on a free port, so that the load generator and Lighthouse in the
// bench's own process never share an event loop with the server they measure.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..', '..')
const START_TIMEOUT_MS = 60_000

/** The static file the server serves beside the page, written later with the page's own bytes. */
export const STATIC_FILE_NAME = 'bench-static.html'

export type BenchServer = {
  origin: string
  /** The temporary WEB_DIST_DIR the server serves statically (registered at start, so files must exist). */
  distDir: string
  stop: () => Promise<void>
}

/** A port nobody listens on right now. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

async function waitForReady(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`)
    try {
      const response = await fetch(`${origin}/api/ready`)
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`the server did not answer ${origin}/api/ready within ${START_TIMEOUT_MS / 1000} s`)
}

export type ServerOptions = {
  /** A built web app to serve (the landing bench); else a temporary folder with an index.html. */
  webDistDir?: string
  /** Where the sign-up's confirmation code goes, when the bench needs the menu public. */
  smtpUrl?: string
  /**
   * Variables set over the defaults below: a shared database and bucket for several servers (DATABASE_URL,
   * S3_URL, DATA_DIR), NODE_ENV=test with MENU_TEST_READER, looser limits. DATABASE_URL is otherwise unset.
   */
  env?: Record<string, string>
}

/**
 * Starts `server/src/server.ts` as in production, by default on an embedded PGlite in a temporary data
 * directory. The web dist directory is the given build (the landing bench), or else a temporary one holding
 * only an index.html and the placeholder of the static file: @fastify/static lists the files once at start,
 * so the placeholder must exist before the server does.
 */
export async function startServer(options: ServerOptions = {}): Promise<BenchServer> {
  const work = await mkdtemp(join(tmpdir(), 'vitrina-bench-'))
  const distDir = options.webDistDir ?? join(work, 'dist')
  if (!options.webDistDir) {
    await mkdir(distDir)
    await writeFile(join(distDir, 'index.html'), '<!doctype html><title>Vitrina</title>')
    await writeFile(join(distDir, STATIC_FILE_NAME), '')
  }

  const port = await findFreePort()
  const origin = `http://127.0.0.1:${port}`
  const { DATABASE_URL: _ignored, ...env } = process.env
  const child = spawn(process.execPath, [join(root, 'server', 'src', 'server.ts')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: join(work, 'data'),
      WEB_DIST_DIR: distDir,
      // Per-request logs at info would measure the logger as much as the page.
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000',
      MENU_WORKERS: '1',
      ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
      ...options.env,
    },
  })
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    await rm(work, { recursive: true, force: true })
  }
  try {
    await waitForReady(origin, child)
  } catch (error) {
    await stop()
    throw error
  }
  return { origin, distDir, stop }
}

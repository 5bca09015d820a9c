// Builds the web app when its build is missing or older than its sources: `npm start` and the journeys' server
// serve the build, never a stale one.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
// The landing is the build's last page written (scripts/build-web.ts): its age is the build's.
const builtLanding = join(root, 'web', 'dist', 'landing.en.support.html')
const sources = [
  'web/src',
  'web/index.html',
  'web/vite.config.ts',
  'domain/src',
  'scripts/build-web.ts',
  'scripts/build',
  'package-lock.json',
]

function newestChange(path: string): number {
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    stats.mtimeMs,
  )
}

function needsBuild(): boolean {
  if (process.env.WEB_DIST_DIR) return false
  if (!existsSync(builtLanding)) return true
  const builtAt = statSync(builtLanding).mtimeMs
  return sources.some(
    (source) => existsSync(join(root, source)) && newestChange(join(root, source)) > builtAt,
  )
}

/** Builds the web app (scripts/build-web.ts) if it needs it; exits the process when the build fails. */
export function buildWebIfStale(): void {
  if (!needsBuild()) return
  console.log('Building the web app (scripts/build-web.ts)…')
  const result = spawnSync(process.execPath, [join(root, 'scripts', 'build-web.ts'), '--quiet'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

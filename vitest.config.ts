import { globSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

/** The test files under `pattern` whose source matches `marker`. */
function testsSaying(pattern: string, marker: RegExp): string[] {
  return globSync(pattern, { cwd: import.meta.dirname }).filter((file) =>
    marker.test(readFileSync(join(import.meta.dirname, file), 'utf8')),
  )
}

/** The test files under `pattern` that replace a module with `vi.mock` (or `vi.doMock`). */
const testsMockingModules = (pattern: string) => testsSaying(pattern, /\bvi\.(do)?mock\(/)

// The server files share one module registry per worker (`isolate: false` below): a `vi.mock` there would
// miss the modules an earlier file imported and stay in force for the files after it, so none may mock one.
const serverTestsMockingModules = testsMockingModules('server/**/*.test.ts')
if (serverTestsMockingModules.length > 0) {
  throw new Error(
    `Server tests share their modules (docs/decisions/055): pass fakes as build options instead of vi.mock in ${serverTestsMockingModules.join(', ')}`,
  )
}

const WEB_TESTS = 'web/src/**/*.test.{ts,tsx}'
// The web files that need a module registry of their own: those that mock a module, those that run in an
// environment of their own (`@vitest-environment node`), and the landing's, whose sections hydrate lazily once
// for the page's life (React.lazy keeps what it loaded) while its tests check what comes when. Every other
// web file shares its worker's modules and document (`isolate: false`), each test starting as a fresh page
// (web/src/test/setup.ts): a jsdom built per file was half the project's time.
const webTestsNeedingTheirOwnModules = [
  ...testsMockingModules(WEB_TESTS),
  ...testsSaying(WEB_TESTS, /@vitest-environment /),
  ...globSync('web/src/features/landing/**/*.test.tsx', { cwd: import.meta.dirname }),
  'web/src/app/routes/landing.test.tsx',
]
const webProject = {
  plugins: [react()],
  test: {
    environment: 'jsdom' as const,
    setupFiles: ['web/src/test/setup.ts'],
    // A screen's journey through several dialogs can pass 5 s on a busy 2-core machine.
    testTimeout: 15_000,
  },
}

// One runner, one project per folder: each folder keeps its own environment (Node for the server, a DOM for web).
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on CI's 2 cores that is a single worker, and the
    // second core sat idle for the whole Vitest stage. The main process only schedules and reports.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'domain', include: ['domain/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'menu-reader', include: ['menu-reader/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/src/test/global-setup.ts'],
          // Every file builds the whole app (app.ts imports every module, better-auth, sharp, pdf.js, the AWS
          // SDK…): isolated, each file paid that import again, 167 s of a run (decision 055). The files share no
          // state through modules (each gets its own app, database and DATA_DIR, and closes them), so one
          // worker imports once and runs file after file (docs/decisions/055).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' } },
      {
        ...webProject,
        test: {
          ...webProject.test,
          name: 'web',
          include: [WEB_TESTS],
          exclude: webTestsNeedingTheirOwnModules,
          isolate: false,
        },
      },
      {
        ...webProject,
        test: { ...webProject.test, name: 'web-isolated', include: webTestsNeedingTheirOwnModules },
      },
    ],
  },
})

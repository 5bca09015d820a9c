import { globSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// The server files share one module registry per worker (`isolate: false` below): a `vi.mock` there would
// miss the modules an earlier file imported and stay in force for the files after it, so none may mock one.
const serverTestsMockingModules = globSync('server/**/*.test.ts', { cwd: import.meta.dirname }).filter(
  (file) => /\bvi\.(do)?mock\(/.test(readFileSync(join(import.meta.dirname, file), 'utf8')),
)
if (serverTestsMockingModules.length > 0) {
  throw new Error(
    `Server tests share their modules (docs/decisions/055): pass fakes as build options instead of vi.mock in ${serverTestsMockingModules.join(', ')}`,
  )
}

// One runner, one project per folder: each folder keeps its own environment (Node for the server, a DOM for web).
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on CI's 2 cores that is a single worker, and the
    // second core sat idle for the whole Vitest stage (issue 25). The main process only schedules and reports.
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
          // SDK…): isolated, each file paid that import again, 167 s of the run in issue 25. The files share no
          // state through modules (each gets its own app, database and DATA_DIR, and closes them), so one
          // worker imports once and runs file after file (docs/decisions/055).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' } },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/src/test/setup.ts'],
          // A screen's journey through several dialogs can pass 5 s on a busy 2-core machine.
          testTimeout: 15_000,
        },
      },
    ],
  },
})

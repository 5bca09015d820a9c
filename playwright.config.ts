import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import { E2E_SERVICES, serverEnvironment } from './e2e/support/services-config.ts'
import { chromiumPath } from './scripts/chromium-path.ts'

// The journeys run against the production build served by the real app (e2e/support/app-server.ts: a clock
// the journeys can move on), on a throwaway data folder.
const port = Number(process.env.E2E_PORT ?? 4173)
const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-e2e-'))

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // No second tries: a journey that passes only on its second try is a flaky test, which a retry would hide.
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-ES',
    // Recording a trace (screenshots and DOM snapshots of every action) for every journey only to throw it
    // away when it passes cost a third of the journeys' CPU (decision 055, measured on 8 journeys: 31 s →
    // 21 s). To see a failure, run the one journey again with `--trace on`.
    trace: 'off',
    // The pages' transitions (a dialog fading in, a drawer sliding) are what CSS draws under
    // prefers-reduced-motion: reduce, short or none, so a journey does not spend CPU drawing them.
    reducedMotion: 'reduce',
    // One browser context per worker, reset between journeys (cookies, storage, init scripts, routes,
    // viewport and media are cleared) instead of a new one for each: a new context and page cost ~0.9 s
    // of CPU here (decision 056).
    reuseContext: true,
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // First the outside services (an SMTP listener, an OpenID Connect provider), then the server that uses them.
  webServer: [
    {
      command: 'node e2e/support/test-services.ts',
      url: `http://127.0.0.1:${E2E_SERVICES.controlPort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node e2e/support/app-server.ts',
      url: `http://127.0.0.1:${port}/api/ready`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...serverEnvironment(),
      },
    },
  ],
})

import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import { E2E_SERVICES, serverEnvironment } from './e2e/support/services-config.ts'
import { chromiumPath } from './scripts/chromium-path.ts'

// The journeys run against the production build served by the real server, on a throwaway data folder.
const port = Number(process.env.E2E_PORT ?? 4173)
const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-e2e-'))

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // This 2-core machine is shared: a journey that waited past its time gets one more try, and the report
  // lists it as flaky rather than hiding it.
  retries: 1,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-ES',
    // Recording a trace (screenshots and DOM snapshots of every action) for every journey only to throw it
    // away when it passes cost a third of the journeys' CPU (issue 25, measured on 8 journeys: 31 s → 21 s).
    // A failed journey is tried once more (retries above), and that try records its trace.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
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
      command: 'node scripts/start.ts',
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

import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// One runner, one project per folder: each folder keeps its own environment (Node for the server, a DOM for web).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['domain/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'menu-reader', include: ['menu-reader/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/src/test/global-setup.ts'],
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

import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { type BuildOptions, buildApp } from '../app.ts'
import { type Config, loadConfig } from '../config.ts'
import { createSharedPostgresDatabase, createTestDatabase } from './test-database.ts'

/** The whole app on a fresh test database (and any other build option, a clock say); close it in `afterAll`. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: Omit<BuildOptions, 'database'> = {},
): Promise<FastifyInstance> {
  return buildApp(await createTestConfig(overrides), { ...options, database: await createTestDatabase() })
}

/**
 * `count` whole apps, each with its own connection pool, on one fresh PostgreSQL database: several servers
 * behind a load balancer (TEST_DATABASE_URL only). Close each in `afterAll`.
 */
export async function createTestApps(
  count: number,
  overrides: Partial<Config> = {},
  options: Omit<BuildOptions, 'database'> = {},
): Promise<FastifyInstance[]> {
  const databases = await createSharedPostgresDatabase(count)
  return Promise.all(
    databases.map(async (database) => buildApp(await createTestConfig(overrides), { ...options, database })),
  )
}

async function createTestConfig(overrides: Partial<Config>): Promise<Config> {
  const dataDir = await mkdtemp(join(tmpdir(), 'vitrina-test-'))
  // The menu readers at the test runner's own priority: below it, beside the other test files running on
  // every core, a read would pass its time limit (worker-priority.test.ts proves the lowering itself).
  const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, MENU_WORKER_PRIORITY: '0' }
  return { ...loadConfig(env), ...overrides }
}

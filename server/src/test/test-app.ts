import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { type BuildOptions, buildApp } from '../app.ts'
import { type Config, loadConfig } from '../config.ts'
import { createTestDatabase } from './test-database.ts'

/** The whole app on a fresh test database (and any other build option, a clock say); close it in `afterAll`. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: Omit<BuildOptions, 'database'> = {},
): Promise<FastifyInstance> {
  const dataDir = await mkdtemp(join(tmpdir(), 'vitrina-test-'))
  const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }), ...overrides }
  return buildApp(config, { ...options, database: await createTestDatabase() })
}

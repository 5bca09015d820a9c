import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { buildApp } from '../../server/src/app.ts'
import { loadConfig } from '../../server/src/config.ts'
import { PGLITE_OPTIONS, wrapPglite } from '../../server/src/db/database.ts'

/** The OpenAPI document as JSON: what `GET /api/docs` answers. */
export type ApiDocument = Record<string, unknown> & { paths: Record<string, unknown> }

/**
 * Builds the whole app without listening, on a throwaway in-memory database and data folder, and answers the
 * OpenAPI document its route schemas produce.
 */
export async function buildApiDocument(): Promise<ApiDocument> {
  const dataDir = await mkdtemp(join(tmpdir(), 'vitrina-api-contract-'))
  const client = await PGlite.create(PGLITE_OPTIONS)
  const database = await wrapPglite(client, () => client.close())
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, MENU_WORKERS: '1' })
  const app = await buildApp(config, { database })
  try {
    await app.ready()
    return app.swagger() as unknown as ApiDocument
  } finally {
    await app.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}

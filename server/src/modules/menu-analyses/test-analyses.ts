// Shared by the menu-analysis tests: an app whose workers read with a given reader, uploads, owners, and
// the events of a stream.
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { buildApp } from '../../app.ts'
import { type Config, loadConfig } from '../../config.ts'
import type { DatabaseHandle } from '../../db/database.ts'
import { createTestDatabase } from '../../test/test-database.ts'
import { registerTestOwner } from '../../test/test-owner.ts'
import type { MenuAnalysesOptions } from './index.ts'
import type { MenuAnalysis } from './menu-analysis.schema.ts'
import { TEST_READER_MODULE } from './test-reader.ts'

export type TestAppOptions = {
  config?: Partial<Config>
  analyses?: MenuAnalysesOptions
  database?: DatabaseHandle
}

/** The whole app on a fresh test database, its workers reading with the test reader unless told otherwise. */
export async function createAnalysesApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const dataDir = await mkdtemp(join(tmpdir(), 'vitrina-analyses-'))
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
    menuWorkers: 1,
    // Uploads come from one address unless a test names one; the one-at-a-time rule for an address is
    // menu-analyses.admission.test.ts's to prove.
    menuVisitorActiveLimit: 100,
    ...options.config,
  }
  return buildApp(config, {
    database: options.database ?? (await createTestDatabase()),
    menuAnalyses: { readerModule: TEST_READER_MODULE, ...options.analyses },
  })
}

/** A PDF as the test reader takes it: the words say what it does (test-reader.ts). */
export const testPdf = (words = 'menu') => Buffer.from(`%PDF-1.4 ${words}`)

export type CallOptions = {
  cookie?: string
  address?: string
  language?: 'es' | 'en'
  /** The model service the upload says its uploader was told of (the widget's `modelService` field). */
  modelService?: string
}

const headersOf = ({ cookie, language = 'es' }: CallOptions) => ({
  'accept-language': language,
  ...(cookie ? { cookie } : {}),
})

/** Uploads a file as the widget does (multipart, field `file`), a PDF unless `type` says otherwise. */
export function upload(
  app: FastifyInstance,
  bytes: Uint8Array,
  options: CallOptions = {},
  name = 'carta.pdf',
  type = 'application/pdf',
) {
  const form = new FormData()
  if (options.modelService) form.append('modelService', options.modelService)
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name)
  return app.inject({
    method: 'POST',
    url: '/api/menu-analyses',
    payload: form,
    headers: headersOf(options),
    remoteAddress: options.address ?? '10.7.0.1',
  })
}

export function get(app: FastifyInstance, url: string, options: CallOptions = {}) {
  return app.inject({ method: 'GET', url, headers: headersOf(options), remoteAddress: options.address })
}

/** The MenuAnalysis of each `progress` event of a whole event stream. */
export function eventsOf(body: string): MenuAnalysis[] {
  return body
    .split('\n\n')
    .filter((block) => block.startsWith('event: progress\n'))
    .map((block) => JSON.parse(block.slice(block.indexOf('data: ') + 6)) as MenuAnalysis)
}

/** Follows a job's events to its end; answers every state it was sent. */
export async function followEvents(app: FastifyInstance, id: string, options: CallOptions = {}) {
  const response = await get(app, `/api/menu-analyses/${id}/events`, options)
  expect(response.statusCode).toBe(200)
  return eventsOf(response.body)
}

/** A newly registered owner: their session cookie. */
export async function registerOwner(app: FastifyInstance): Promise<string> {
  return (await registerTestOwner(app, 'analyses')).cookie
}

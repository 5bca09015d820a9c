// Shared by the tests of reading menus with a model service: an app that sends its menus to the fake service,
// a picture menu the test reader reads as one page with words (test-reader.ts, "model-page"), its upload, and
// the answers a model could give for it.
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { expect } from 'vitest'
import type { ModelMenu } from '#menu-reader/model-reading/model-menu.schema.ts'
import { buildApp } from '../../app.ts'
import { type Config, loadConfig } from '../../config.ts'
import type { FakeModelService } from '../../test/fake-model-service.ts'
import { createTestDatabase } from '../../test/test-database.ts'
import type { MenuAnalysis } from './menu-analysis.schema.ts'
import { type CallOptions, followEvents, upload } from './test-analyses.ts'
import { TEST_READER_MODULE } from './test-reader.ts'

export const MODEL_KEY = 'sk-test-secret-key'

export type ModelAppOptions = {
  /** The service menus are sent to; none (the deployment's default) when absent. */
  fake?: FakeModelService
  dailyLimit?: number
  config?: Partial<Config>
  /** Where the log lines go (the test reads them); none are written without it. */
  logLines?: string[]
  /** The clock in milliseconds (the model's pause after a 429, the day of its allowance). */
  now?: () => number
}

/** The deployment's model settings for `fake`: a short timeout, so that a hanging service fails fast. */
export const modelConfigFor = (fake: FakeModelService, dailyLimit = 100): Config['menuModel'] => ({
  url: fake.url,
  model: 'test-vision',
  key: MODEL_KEY,
  timeoutMs: 1500,
  dailyLimit,
  host: fake.host,
})

/** The whole app on a fresh test database, reading with the test reader and then with `fake`, if given. */
export async function createModelReadingApp(options: ModelAppOptions = {}): Promise<FastifyInstance> {
  const { fake, dailyLimit, logLines } = options
  const dataDir = await mkdtemp(join(tmpdir(), 'vitrina-model-reading-'))
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: logLines ? 'info' : 'silent', DATA_DIR: dataDir }),
    menuWorkers: 1,
    menuVisitorActiveLimit: 100,
    menuModel: fake ? modelConfigFor(fake, dailyLimit) : undefined,
    ...options.config,
  }
  return buildApp(config, {
    database: await createTestDatabase(),
    menuAnalyses: { readerModule: TEST_READER_MODULE, now: options.now },
    logStream: logLines ? { write: (line) => void logLines.push(line) } : undefined,
  })
}

let pictures = 0

/**
 * A white 600 × 800 PNG the test reader reads as the model page: sharp draws it (the page picture sent to the
 * model), and " model-page" after its IEND tells the reader how to read it (libvips ignores what follows a
 * PNG's end). Each picture ends differently, so that no two uploads are the same file.
 */
export async function modelPagePng(): Promise<Buffer> {
  const png = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer()
  return Buffer.concat([png, Buffer.from(` model-page ${++pictures}`)])
}

/** Uploads a picture as the widget does (multipart, field `file`), as image/png. */
export const uploadPicture = (
  app: FastifyInstance,
  bytes: Uint8Array,
  options: CallOptions = {},
  name = 'carta.png',
) => upload(app, bytes, { address: '10.9.0.1', ...options }, name, 'image/png')

let addresses = 0

/** An address no other upload of this process came from: visitors' allowances are counted by address. */
export const newAddress = () => {
  const n = ++addresses
  return `10.9.${Math.floor(n / 250) + 1}.${(n % 250) + 1}`
}

/** Uploads the model page and follows its analysis to its end: the menu it gives the owner to review. */
export async function readModelPage(
  app: FastifyInstance,
  options: CallOptions = {},
  name?: string,
): Promise<NonNullable<MenuAnalysis['result']>> {
  const address = options.address ?? newAddress()
  // As the widget does once it has told the person of the service (the deployment's, when it has one).
  const modelService = options.modelService ?? app.config.menuModel?.host
  const told = { ...options, address, ...(modelService ? { modelService } : {}) }
  const response = await uploadPicture(app, await modelPagePng(), told, name)
  expect(response.statusCode, response.body).toBe(202)
  const last = (await followEvents(app, response.json().id, { ...options, address })).at(-1)
  expect(last?.status).toBe('done')
  return last?.result as NonNullable<MenuAnalysis['result']>
}

const dish = (name: string, price: string, description = '') => ({
  name,
  price,
  description,
  variants: [],
  allergens: [],
})

/** What the model page prints, as a model reading it right answers. */
export const PRINTED_MENU: ModelMenu = {
  restaurantName: '',
  currency: 'COP',
  sections: [{ name: 'Entradas', items: [dish('Empanada', '$5.000', 'De carne'), dish('Arepa', '$4.000')] }],
}

/** An answer with a price the page does not print on a real dish, and a dish the page does not print. */
export const INVENTED_MENU: ModelMenu = {
  restaurantName: '',
  currency: 'COP',
  sections: [
    {
      name: 'Entradas',
      items: [
        dish('Empanada', '$7.500', 'De carne'),
        dish('Arepa', '$4.000'),
        dish('Langosta Thermidor', '$99.000'),
      ],
    },
  ],
}

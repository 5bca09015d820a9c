import { readFile } from 'node:fs/promises'
import type { FastifyBaseLogger } from 'fastify'
import type { AnalysedMenu } from '#menu-reader/analysed-menu.schema.ts'
import type { PageWords } from '#menu-reader/geometry/word.ts'
import type { PagePicture } from '#menu-reader/model-reading/ask-model.ts'
import { MAX_MODEL_PAGES, toModelJpeg } from '#menu-reader/model-reading/page-jpegs.ts'
import { readWithModel, withModelNotice } from '#menu-reader/model-reading/read-with-model.ts'
import type { MenuModelConfig } from '../../config.ts'
import type { Database } from '../../db/database.ts'
import type { Metrics } from '../../shared/metrics.ts'
import { isModelAllowedFor, returnModelReading, takeModelReading } from './model-days.repository.ts'

// Reading a menu with the deployment's model service too (decision 066): after this server's own reader,
// whose words are the evidence the model's answer is checked against. Whatever goes wrong, the owner gets
// this reader's reading, with a notice saying why the model's is not there; never an error.

/** How long a service that answered 429 without Retry-After is left alone. */
const DEFAULT_PAUSE_SECONDS = 60

export type ModelReadingDeps = {
  db: Database
  metrics: Metrics
  log: FastifyBaseLogger
  /** The clock in milliseconds (tests move it past a day). */
  now: () => number
}

/**
 * Who asked for the reading: the business whose allowance it counts against, or a visitor's address; and the
 * service's host the upload screen told them of (their pages go to no service they were not told of).
 */
export type ModelSubject = { businessId: string | null; address: string; toldService: string | undefined }

/** What a read with the model has to work with: this reader's result, its words, the page pictures drawn. */
export type LocalReading = {
  menu: AnalysedMenu
  pages: readonly PageWords[]
  /** The WebP picture of each page drawn, by page number. */
  picturePaths: ReadonlyMap<number, string>
}

async function toJpegs(paths: ReadonlyMap<number, string>): Promise<PagePicture[]> {
  const pages = [...paths.keys()].sort((a, b) => a - b).slice(0, MAX_MODEL_PAGES)
  return Promise.all(
    pages.map(async (page) => ({ page, jpeg: await toModelJpeg(await readFile(paths.get(page) as string)) })),
  )
}

/** The host a caller's menus would be sent to now, or undefined when they are read on this server only. */
export async function modelServiceFor(
  db: Database,
  config: MenuModelConfig | undefined,
  businessId: string | null,
): Promise<string | undefined> {
  if (!config) return undefined
  if (businessId && !(await isModelAllowedFor(db, businessId))) return undefined
  return config.host
}

/**
 * The model reader of one server: reads with the service when the caller's business allows it and its day's
 * allowance holds, and keeps away from a service that answered 429 until its Retry-After has passed.
 */
export function createModelReader(config: MenuModelConfig | undefined, deps: ModelReadingDeps) {
  let pausedUntil = 0

  async function askService(
    config: MenuModelConfig,
    key: string,
    local: LocalReading,
  ): Promise<AnalysedMenu> {
    const { menu, outcome, answer, seconds } = await readWithModel(
      config,
      local.menu,
      local.pages,
      await toJpegs(local.picturePaths),
    )
    deps.metrics.modelSeconds.observe(seconds)
    deps.metrics.modelTokens.inc({ kind: 'prompt' }, answer.promptTokens)
    deps.metrics.modelTokens.inc({ kind: 'completion' }, answer.completionTokens)
    deps.metrics.modelRequests.inc({ outcome })
    if (!answer.isRead) {
      const { failure } = answer
      if (failure.kind === 'rateLimited') {
        pausedUntil = deps.now() + (failure.retryAfterSeconds ?? DEFAULT_PAUSE_SECONDS) * 1000
      }
      const isRefusedUnread = failure.kind === 'rateLimited' || failure.kind === 'serviceError'
      if (isRefusedUnread && answer.promptTokens === 0) await returnModelReading(deps.db, key, deps.now())
      // What failed, never what was sent nor the key.
      const status = failure.kind === 'serviceError' ? failure.status : undefined
      deps.log.warn({ outcome, status }, 'the model service did not read a menu')
    }
    return menu
  }

  return {
    /** Whether menus may be read with a service at all on this deployment. */
    isOn: config !== undefined,

    /**
     * The menu as the owner will review it: the model's reading checked against the page, or this reader's
     * with a notice (the service failed, is pausing after a 429, or the day's allowance is spent), or this
     * reader's alone when no service is set, the uploader was not told of it, or the business turned it off.
     */
    async read(subject: ModelSubject, local: LocalReading): Promise<AnalysedMenu> {
      if (!config || subject.toldService !== config.host) return local.menu
      try {
        if (!(await modelServiceFor(deps.db, config, subject.businessId))) return local.menu
        // No picture of the page was drawn (a damaged page): nothing the model could read.
        const unsent =
          local.picturePaths.size === 0 ? 'no_picture' : deps.now() < pausedUntil ? 'paused' : null
        if (unsent) {
          deps.metrics.modelRequests.inc({ outcome: unsent })
          return withModelNotice(local.menu, config.host, 'modelUnavailable')
        }
        const key = subject.businessId ? `business:${subject.businessId}` : `address:${subject.address}`
        if (!(await takeModelReading(deps.db, key, config.dailyLimit, deps.now()))) {
          deps.metrics.modelRequests.inc({ outcome: 'daily_limit' })
          return withModelNotice(local.menu, config.host, 'modelDailyLimit')
        }
        return await askService(config, key, local)
      } catch (error) {
        // The database or a picture failed on this side: the menu is still read, by this reader.
        deps.log.error({ err: error }, 'could not ask the model service to read a menu')
        return withModelNotice(local.menu, config.host, 'modelUnavailable')
      }
    },
  }
}

export type ModelReader = ReturnType<typeof createModelReader>

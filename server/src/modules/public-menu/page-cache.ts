import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import type { RenderedPage } from './public-menu.page.ts'

/** A rendered page ready to send: its bytes plain and gzipped, and its strong ETag. */
export type CachedPage = RenderedPage & { body: Buffer; gzipped: Buffer; etag: string }

/** Prepares a rendered page for sending; the ETag is a hash of its HTML, so equal pages share it. */
export function preparePage(page: RenderedPage): CachedPage {
  const body = Buffer.from(page.html)
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
  return { ...page, body, gzipped: gzipSync(body, { level: 9 }), etag }
}

/**
 * How long a cached page is served without asking the database whether it still holds. This server forgets
 * a business's pages as soon as one of its owner's writes succeeds (`forgetBusiness`); the window only
 * bounds how late another server behind the same database notices an edit.
 */
export const REVALIDATE_AFTER_MS = 5000

/**
 * `expiresAt`: when the page stops being true without any edit (the next promotion start, end or weekly
 * window edge, decision 033), in milliseconds; null when nothing changes it but an edit.
 */
type Entry = {
  businessId: string
  version: string
  page: CachedPage
  checkedAt: number
  expiresAt: number | null
}

const isExpired = (entry: Entry, now: number) => entry.expiresAt !== null && now >= entry.expiresAt

/**
 * Rendered public pages in memory, by slug and language, each with the version it was rendered from (the
 * active catalogue and its last change): an entry whose version no longer matches is rendered again. At
 * most `limit` entries, the least recently used going first.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>()

  private readonly limit: number

  constructor(limit = 1000) {
    this.limit = limit
  }

  /** A page checked against the database less than REVALIDATE_AFTER_MS ago: served with no query at all. */
  getRecent(key: string, now: number): CachedPage | undefined {
    const entry = this.entries.get(key)
    if (!entry || now - entry.checkedAt >= REVALIDATE_AFTER_MS || isExpired(entry, now)) return undefined
    return this.touch(key, entry).page
  }

  /**
   * The page rendered from `version`, marked as checked at `now`; undefined when it is of another version
   * or has expired.
   */
  get(key: string, version: string, now: number): CachedPage | undefined {
    const entry = this.entries.get(key)
    if (!entry || entry.version !== version || isExpired(entry, now)) return undefined
    entry.checkedAt = now
    return this.touch(key, entry).page
  }

  set(key: string, entry: Entry): void {
    this.entries.delete(key)
    this.entries.set(key, entry)
    if (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
  }

  /** Drops every page of a business: its owner just changed something. */
  forgetBusiness(businessId: string): void {
    for (const [key, entry] of this.entries) if (entry.businessId === businessId) this.entries.delete(key)
  }

  private touch(key: string, entry: Entry): Entry {
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Forgets a business's public pages after any successful write its owner makes through the API (a product,
 * a category, the design, an image, an activation, a menu import…): the next visitor gets the change at
 * once, and no list of write routes has to be kept in step with the catalogues code.
 */
export function forgetPagesOnOwnerWrites(app: FastifyInstance, cache: PageCache): void {
  app.addHook('onResponse', async (request, reply) => {
    const businessId = (request as { businessId?: string }).businessId
    if (businessId && WRITES.has(request.method) && reply.statusCode < 400) cache.forgetBusiness(businessId)
  })
}

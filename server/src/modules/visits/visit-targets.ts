import type { Database } from '../../db/database.ts'
import { findVisitedBusiness, readCatalogueKeys } from './visits.repository.ts'

/** What a beacon for one slug may count: the business, its clock, and its active catalogue's keys. */
export type VisitTarget = {
  businessId: string
  timeZone: string
  /** The owner's privacy setting `analytics`: off, nothing is counted. */
  isCounting: boolean
  categoryIds: ReadonlySet<string>
  promotionIds: ReadonlySet<string>
}

// As long as a public page is served without asking the database (page-cache.ts): a change of catalogue or of
// the privacy setting reaches the beacons as soon as it reaches the page.
const REVALIDATE_AFTER_MS = 5000
const LIMIT = 1000

/**
 * The businesses beacons named lately, by slug, read again from the database after REVALIDATE_AFTER_MS; at
 * most LIMIT slugs, the least recently asked going first. An unknown slug is kept as undefined as well.
 */
type Entry = {
  target: Promise<VisitTarget | undefined>
  readAt: number
  /** Once the read is done, what it found (undefined: no such menu). */
  read?: { target: VisitTarget | undefined }
}

export class VisitTargets {
  private readonly entries = new Map<string, Entry>()

  /**
   * The slug's target as read less than REVALIDATE_AFTER_MS ago, once that read is done: a view of a menu
   * seen lately then counts without waiting on anything. Undefined when it must be found again.
   */
  known(slug: string, now: number): { target: VisitTarget | undefined } | undefined {
    const entry = this.entries.get(slug)
    return entry && now - entry.readAt < REVALIDATE_AFTER_MS ? entry.read : undefined
  }

  find(db: Database, slug: string, now: number): Promise<VisitTarget | undefined> {
    const entry = this.entries.get(slug)
    this.entries.delete(slug)
    if (entry && now - entry.readAt < REVALIDATE_AFTER_MS) {
      this.entries.set(slug, entry)
      return entry.target
    }
    const target = readTarget(db, slug)
    const fresh: Entry = { target, readAt: now }
    target.then(
      (found) => {
        fresh.read = { target: found }
      },
      () => this.entries.delete(slug),
    )
    this.entries.set(slug, fresh)
    if (this.entries.size > LIMIT) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    return target
  }
}

async function readTarget(db: Database, slug: string): Promise<VisitTarget | undefined> {
  const business = await findVisitedBusiness(db, slug)
  if (!business) return undefined
  const keys = business.catalogueId
    ? await readCatalogueKeys(db, business.id, business.catalogueId)
    : { categoryIds: [], promotionIds: [] }
  return {
    businessId: business.id,
    timeZone: business.timeZone,
    isCounting: business.isCounting,
    categoryIds: new Set(keys.categoryIds),
    promotionIds: new Set(keys.promotionIds),
  }
}

import type { VisitBeacon, VisitSource } from '#domain/visits/visit-beacon.schema.ts'
import type { Database } from '../../db/database.ts'
import { RetryLaterError } from '../../shared/errors.ts'
import { AddressLimit } from './address-limit.ts'
import { DayClock } from './day-clock.ts'
import { isCrawler } from './menu-opening.ts'
import { RecentKeys } from './recent-keys.ts'
import { VisitTally } from './visit-tally.ts'
import { type VisitTarget, VisitTargets } from './visit-targets.ts'
import { DaySalts, hashVisitor } from './visitor-hash.ts'

/** What counting needs: the database, this server's memory of views and beacons, and the clock (ms). */
export type VisitCounting = {
  db: Database
  tally: VisitTally
  targets: VisitTargets
  salts: DaySalts
  /** What each page load's beacons already counted (each category, each card). */
  counted: RecentKeys
  limit: AddressLimit
  days: DayClock
  clock: () => number
  /** Views being counted in the background (the page does not wait on them); a write waits for them. */
  inFlight: Set<Promise<void>>
}

// A page load's beacons come within its visit: half an hour of memory is plenty, and a cap bounds it.
const COUNTED_FOR_MS = 30 * 60 * 1000
const COUNTED_LIMIT = 200_000

/**
 * A server's counting, empty: one per app, shared by the public page (views) and the beacon route.
 * `perMinute`: the views and beacons one address may have counted a minute (VISIT_RATE_LIMIT).
 */
export function createVisitCounting(db: Database, clock: () => number, perMinute: number): VisitCounting {
  return {
    db,
    tally: new VisitTally(),
    targets: new VisitTargets(),
    salts: new DaySalts(),
    counted: new RecentKeys(COUNTED_FOR_MS, COUNTED_LIMIT),
    limit: new AddressLimit(perMinute),
    days: new DayClock(),
    clock,
    inFlight: new Set(),
  }
}

/** Counts in the background: the caller goes on at once, and `writeCounts` waits for it. */
export function countInBackground(deps: VisitCounting, counting: Promise<void>): Promise<void> {
  const tracked = counting.finally(() => deps.inFlight.delete(tracked))
  deps.inFlight.add(tracked)
  return tracked
}

/**
 * Writes this server's counts, once the views being counted have been (so an owner's report shows the visit
 * they just made); a failed view is the counter's to report, not the write's.
 */
export async function writeCounts(deps: VisitCounting): Promise<void> {
  await Promise.allSettled(deps.inFlight)
  await deps.tally.flush(deps.db)
}

/** Who opened the page or sent a beacon: used for the limit and the day's visitor hash, never stored. */
export type VisitorOrigin = { address: string; userAgent: string }

/** The menu at `slug`, when its owner counts visits; and the business's day at `now`. */
async function countingTarget(deps: VisitCounting, slug: string, now: number) {
  const target = await deps.targets.find(deps.db, slug, now)
  if (!target?.isCounting) return undefined
  return { target, day: deps.days.dayIn(target.timeZone, now) }
}

/**
 * Counts a person opening the public menu (menu-opening.ts decides what is one): a view by its source and
 * its visitor, on the business's day, unless the owner turned counting off. Past the address's limit the
 * page is still served, the view is not counted. The page never waits on this: a menu seen lately and a
 * day's salt already read are counted at once (no promise, on every view of a busy menu), else the answer
 * is the promise of the reads it waits for.
 */
export function countMenuOpening(
  deps: VisitCounting,
  slug: string,
  source: VisitSource,
  origin: VisitorOrigin,
): Promise<void> | undefined {
  const now = deps.clock()
  if (deps.limit.take(origin.address, now) > 0) return undefined
  const known = deps.targets.known(slug, now)
  if (known) return countView(deps, known.target, source, origin, now)
  return deps.targets.find(deps.db, slug, now).then((target) => countView(deps, target, source, origin, now))
}

function countView(
  deps: VisitCounting,
  target: VisitTarget | undefined,
  source: VisitSource,
  origin: VisitorOrigin,
  now: number,
): Promise<void> | undefined {
  if (!target?.isCounting) return undefined
  const { businessId } = target
  const day = deps.days.dayIn(target.timeZone, now)
  deps.tally.addView(businessId, day, 'source', source)
  const addVisitor = (salt: string) =>
    deps.tally.addVisitor(businessId, day, hashVisitor(salt, businessId, origin.address, origin.userAgent))
  const salt = deps.salts.known(day)
  if (salt === undefined) return deps.salts.get(deps.db, day, now).then(addVisitor)
  addVisitor(salt)
  return undefined
}

/**
 * Counts a beacon of the public page (decision 052): each category opened and promotion card seen
 * once per page load, and only the menu's own. Crawlers and unknown menus count nothing, silently. Throws a
 * 429 past the address's limit.
 */
export async function countBeacon(
  deps: VisitCounting,
  beacon: VisitBeacon,
  origin: VisitorOrigin,
): Promise<void> {
  const now = deps.clock()
  const wait = deps.limit.take(origin.address, now)
  if (wait > 0) throw new RetryLaterError('rate_limited', wait)
  if (isCrawler(origin.userAgent)) return
  const counted = await countingTarget(deps, beacon.m, now)
  if (!counted) return
  const { target, day } = counted
  countSeen(deps, target, day, beacon.v, now, 'category', target.categoryIds, beacon.c)
  countSeen(deps, target, day, beacon.v, now, 'promotion', target.promotionIds, beacon.p)
}

function countSeen(
  deps: VisitCounting,
  target: VisitTarget,
  day: string,
  load: string,
  now: number,
  kind: 'category' | 'promotion',
  menuIds: ReadonlySet<string>,
  seen: readonly string[] = [],
): void {
  for (const id of seen) {
    if (menuIds.has(id) && deps.counted.add(`${target.businessId}|${load}|${kind}|${id}`, now)) {
      deps.tally.addView(target.businessId, day, kind, id)
    }
  }
}

import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import {
  businesses,
  catalogues,
  categories,
  menuViewCounts,
  menuVisitorSketches,
  promotions,
  userSettings,
  users,
  visitSalts,
} from '../../db/schema.ts'
import { listSetRegisters, SKETCH_REGISTERS } from './visitor-sketch.ts'

// Visit counts keep numbers only (decision 052): views per day, kind and key, and a sketch of each day's
// different visitors (4,096 small numbers made of salted hashes whose salt is deleted once the day is over
// everywhere).

export type ViewKind = 'source' | 'category' | 'promotion'
export type ViewCount = { businessId: string; day: string; kind: ViewKind; key: string; views: number }
/** A business's different visitors of one day (visitor-sketch.ts). */
export type VisitorSketch = { businessId: string; day: string; registers: Uint8Array }

/**
 * The business at `slug` as a beacon needs it: its id, time zone and whether its owner counts visits (the
 * privacy setting `analytics`, on until they turn it off); with its active catalogue's id, or undefined when
 * no confirmed owner's business has the slug.
 */
export async function findVisitedBusiness(db: Database, slug: string) {
  const [row] = await db
    .select({
      id: businesses.id,
      timeZone: businesses.timeZone,
      isCounting: sql<boolean>`coalesce(${userSettings.privacyAnalytics}, true)`,
      catalogueId: catalogues.id,
    })
    .from(businesses)
    .innerJoin(users, and(eq(users.id, businesses.ownerUserId), eq(users.emailVerified, true)))
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .leftJoin(catalogues, and(eq(catalogues.businessId, businesses.id), eq(catalogues.activo, true)))
    .where(eq(businesses.slug, slug))
  return row
}

/** The ids of a catalogue's categories and promotions: the only keys a beacon may count for it. */
export async function readCatalogueKeys(db: Database, businessId: string, catalogueId: string) {
  const scope = (table: typeof categories | typeof promotions) =>
    and(eq(table.businessId, businessId), eq(table.catalogueId, catalogueId))
  const [categoryRows, promotionRows] = await Promise.all([
    db.select({ id: categories.id }).from(categories).where(scope(categories)),
    db.select({ id: promotions.id }).from(promotions).where(scope(promotions)),
  ])
  return { categoryIds: categoryRows.map((row) => row.id), promotionIds: promotionRows.map((row) => row.id) }
}

// Rows per statement: PostgreSQL takes at most 65,535 parameters in one, and a busy few seconds can bring
// more counts than that. A busy menu's sketch sends up to 4,096 numbers (~25 KB of text): fewer of those.
const ROWS_PER_INSERT = 1000
const SKETCHES_PER_STATEMENT = 100

/** Adds views to their counts, each (business, day, kind, key) once in `counts`, a thousand rows a statement. */
export async function addViewCounts(db: Database, counts: readonly ViewCount[]): Promise<void> {
  for (let start = 0; start < counts.length; start += ROWS_PER_INSERT) {
    await db
      .insert(menuViewCounts)
      .values(counts.slice(start, start + ROWS_PER_INSERT))
      .onConflictDoUpdate({
        target: [menuViewCounts.businessId, menuViewCounts.day, menuViewCounts.kind, menuViewCounts.key],
        set: { views: sql`${menuViewCounts.views} + excluded.views` },
      })
  }
}

/**
 * Adds sketches to the stored ones, each (business, day) once in `sketches`: a day without a row gets an empty
 * one, then the database raises the registers each sketch set (migration 0017's merge_visitor_ranks). Only
 * those registers travel, so a flush costs by the visitors it brings, not by the 4,096 registers; and the
 * update takes each row's lock and merges into what is stored then, so two servers flushing at once never
 * lose each other's visitors.
 */
export async function mergeVisitorSketches(db: Database, sketches: readonly VisitorSketch[]): Promise<void> {
  // In one order on every server: two statements locking the same rows in opposite orders would deadlock.
  const ordered = [...sketches].sort(byBusinessAndDay)
  for (let start = 0; start < ordered.length; start += SKETCHES_PER_STATEMENT) {
    const batch = ordered.slice(start, start + SKETCHES_PER_STATEMENT)
    // Each column one text parameter (a Postgres array literal) whatever the batch's size: drizzle's
    // parameters a row cost more of the server's thread than the database's work here.
    const businessIds = list(batch.map((sketch) => sketch.businessId))
    const days = list(batch.map((sketch) => sketch.day))
    const packed = list(batch.map(({ registers }) => `"${list(listSetRegisters(registers))}"`))
    await db.execute(sql`
      insert into ${menuVisitorSketches} (business_id, day, registers)
      select business_id, day, array_fill(0::smallint, array[${sql.raw(String(SKETCH_REGISTERS))}])
      from unnest(${businessIds}::uuid[], ${days}::date[]) as batch(business_id, day)
      on conflict do nothing`)
    await db.execute(sql`
      update ${menuVisitorSketches} as stored
      set registers = merge_visitor_ranks(stored.registers, batch.packed::integer[])
      from unnest(${businessIds}::uuid[], ${days}::date[], ${packed}::text[]) as batch(business_id, day, packed)
      where stored.business_id = batch.business_id and stored.day = batch.day`)
  }
}

/** A Postgres array literal of plain elements (uuids, dates, numbers, quoted arrays). */
const list = (values: readonly (string | number)[]) => `{${values.join(',')}}`

const byBusinessAndDay = (a: VisitorSketch, b: VisitorSketch) =>
  a.businessId === b.businessId ? compare(a.day, b.day) : compare(a.businessId, b.businessId)
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * The salt of `day`, made now with `fresh` unless a server made it first: every server of a deployment then
 * hashes a visitor alike (ON CONFLICT DO NOTHING, then read what won).
 */
export async function findOrMakeSalt(db: Database, day: string, fresh: string): Promise<string> {
  await db.insert(visitSalts).values({ day, salt: fresh }).onConflictDoNothing()
  const [row] = await db.select({ salt: visitSalts.salt }).from(visitSalts).where(eq(visitSalts.day, day))
  return row?.salt ?? fresh
}

/** Deletes the salts of `lastDay` and every day before it; answers how many. */
export async function deleteSaltsUpTo(db: Database, lastDay: string): Promise<number> {
  const deleted = await db
    .delete(visitSalts)
    .where(lte(visitSalts.day, lastDay))
    .returning({ day: visitSalts.day })
  return deleted.length
}

/** A business's views of one kind from `firstDay` on. */
const viewsSince = (kind: ViewKind, businessId: string, firstDay: string) =>
  and(
    eq(menuViewCounts.businessId, businessId),
    eq(menuViewCounts.kind, kind),
    gte(menuViewCounts.day, firstDay),
  )

/** Views by day and source from `firstDay` on. */
export function readSourceViews(db: Database, businessId: string, firstDay: string) {
  return db
    .select({ day: menuViewCounts.day, source: menuViewCounts.key, views: menuViewCounts.views })
    .from(menuViewCounts)
    .where(viewsSince('source', businessId, firstDay))
}

/** The sketches of different visitors per day from `firstDay` on. */
export function readVisitorSketches(db: Database, businessId: string, firstDay: string) {
  return db
    .select({ day: menuVisitorSketches.day, registers: menuVisitorSketches.registers })
    .from(menuVisitorSketches)
    .where(and(eq(menuVisitorSketches.businessId, businessId), gte(menuVisitorSketches.day, firstDay)))
}

/** The most opened categories of the business's active catalogue from `firstDay` on, by their current names. */
export function readTopCategories(db: Database, businessId: string, firstDay: string, limit: number) {
  const views = sql<number>`sum(${menuViewCounts.views})::int`
  return db
    .select({ id: categories.id, name: categories.name, views })
    .from(menuViewCounts)
    .innerJoin(categories, eq(sql`${categories.id}::text`, menuViewCounts.key))
    .innerJoin(catalogues, and(eq(catalogues.id, categories.catalogueId), eq(catalogues.activo, true)))
    .where(and(viewsSince('category', businessId, firstDay), eq(categories.businessId, businessId)))
    .groupBy(categories.id, categories.name, categories.position)
    .orderBy(desc(views), asc(categories.position))
    .limit(limit)
}

/**
 * The promotions of the active catalogue that show as cards on the menu (`normal` ones), each with its card's
 * views from `firstDay` on (0 when none).
 */
export function readPromotionViews(db: Database, businessId: string, firstDay: string) {
  const views = sql<number>`coalesce(sum(${menuViewCounts.views}), 0)::int`
  return db
    .select({ id: promotions.id, name: promotions.nombre, views })
    .from(promotions)
    .innerJoin(catalogues, and(eq(catalogues.id, promotions.catalogueId), eq(catalogues.activo, true)))
    .leftJoin(
      menuViewCounts,
      and(eq(menuViewCounts.key, sql`${promotions.id}::text`), viewsSince('promotion', businessId, firstDay)),
    )
    .where(and(eq(promotions.businessId, businessId), eq(promotions.tipo, 'normal')))
    .groupBy(promotions.id, promotions.nombre, promotions.createdAt)
    .orderBy(desc(views), asc(promotions.createdAt))
}

/** The owner's privacy setting `analytics` (on until they turn it off). */
export async function isCountingFor(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ isCounting: userSettings.privacyAnalytics })
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
  return row?.isCounting ?? true
}

/** The business's time zone. */
export async function readTimeZone(db: Database, businessId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ timeZone: businesses.timeZone })
    .from(businesses)
    .where(eq(businesses.id, businessId))
  return row?.timeZone
}

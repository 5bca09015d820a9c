import { and, asc, count, desc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import {
  catalogues,
  categories,
  products,
  promotionCategories,
  promotionProducts,
  promotions,
  type StoredVariant,
} from '../../db/schema.ts'

export type PromotionRow = typeof promotions.$inferSelect
/** A promotion's row with the ids of what it affects, in the order the owner chose them. */
export type PromotionRecord = PromotionRow & { productIds: string[]; categoryIds: string[] }
/** The columns a write sets; the business, catalogue and dates of the row are the repository's. */
export type PromotionValues = Omit<
  PromotionRow,
  'id' | 'businessId' | 'catalogueId' | 'createdAt' | 'updatedAt'
>
/**
 * What a promotion can reach in its catalogue: its products (with their variants, which a promotion may reach
 * one by one) and categories, in the menu's order.
 */
export type CatalogueItems = {
  products: { id: string; name: string; variants: StoredVariant[]; categoryId: string; tags: string[] }[]
  categories: { id: string; name: string }[]
}

// Every query takes the business it is scoped by: another business's id finds nothing (a 404, not a 403).

/**
 * Locks the business's catalogue row until the caller's transaction ends, so two writes to one catalogue's
 * promotions take turns (the 200 cap holds under a race); undefined when the business has no such catalogue.
 */
export async function lockCatalogue(tx: Database, businessId: string, catalogueId: string) {
  const [row] = await tx
    .select({ id: catalogues.id })
    .from(catalogues)
    .where(and(eq(catalogues.businessId, businessId), eq(catalogues.id, catalogueId)))
    .for('update')
  return row
}

/**
 * Holds the named categories and products of the business (KEY SHARE: they can still be edited, not deleted)
 * until the caller's transaction ends, categories first as a category's deletion takes its products after it.
 * Taken first in a write, so a promotion saved while one of its products is being deleted waits for that
 * deletion and then refuses the missing product at its field, instead of passing the check and failing on
 * the link's foreign key (a 500).
 */
export async function holdAffected(
  tx: Database,
  businessId: string,
  categoryIds: string[],
  productIds: string[],
) {
  if (categoryIds.length > 0) {
    await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.businessId, businessId), inArray(categories.id, categoryIds)))
      .orderBy(asc(categories.id))
      .for('key share')
  }
  if (productIds.length > 0) {
    await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.businessId, businessId), inArray(products.id, productIds)))
      .orderBy(asc(products.id))
      .for('key share')
  }
}

export async function hasCatalogue(db: Database, businessId: string, catalogueId: string) {
  const [row] = await db
    .select({ id: catalogues.id })
    .from(catalogues)
    .where(and(eq(catalogues.businessId, businessId), eq(catalogues.id, catalogueId)))
  return row !== undefined
}

/** Marks the catalogue changed now: the public menu's version follows its `updated_at`. */
export async function touchCatalogue(tx: Database, businessId: string, catalogueId: string) {
  await tx
    .update(catalogues)
    .set({ updatedAt: new Date() })
    .where(and(eq(catalogues.businessId, businessId), eq(catalogues.id, catalogueId)))
}

export async function countPromotions(tx: Database, businessId: string, catalogueId: string) {
  const [row] = await tx
    .select({ total: count() })
    .from(promotions)
    .where(and(eq(promotions.businessId, businessId), eq(promotions.catalogueId, catalogueId)))
  return row?.total ?? 0
}

/** The products and categories of one catalogue of the business. */
export async function readCatalogueItems(
  db: Database,
  businessId: string,
  catalogueId: string,
): Promise<CatalogueItems> {
  const [productRows, categoryRows] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        variants: products.variants,
        categoryId: products.categoryId,
        tags: products.tags,
      })
      .from(products)
      .where(and(eq(products.businessId, businessId), eq(products.catalogueId, catalogueId)))
      .orderBy(asc(products.position), asc(products.createdAt)),
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(and(eq(categories.businessId, businessId), eq(categories.catalogueId, catalogueId)))
      .orderBy(asc(categories.position), asc(categories.createdAt)),
  ])
  return { products: productRows, categories: categoryRows }
}

// The affected ids of the given promotions, grouped by promotion and kept in the owner's order.
async function readAffectedIds(db: Database, promotionIds: string[]) {
  if (promotionIds.length === 0) return { productIds: new Map(), categoryIds: new Map() }
  const [productLinks, categoryLinks] = await Promise.all([
    db
      .select({ promotionId: promotionProducts.promotionId, id: promotionProducts.productId })
      .from(promotionProducts)
      .where(inArray(promotionProducts.promotionId, promotionIds))
      .orderBy(asc(promotionProducts.position)),
    db
      .select({ promotionId: promotionCategories.promotionId, id: promotionCategories.categoryId })
      .from(promotionCategories)
      .where(inArray(promotionCategories.promotionId, promotionIds))
      .orderBy(asc(promotionCategories.position)),
  ])
  const group = (links: { promotionId: string; id: string }[]) => {
    const byPromotion = new Map<string, string[]>()
    for (const link of links)
      byPromotion.set(link.promotionId, [...(byPromotion.get(link.promotionId) ?? []), link.id])
    return byPromotion
  }
  return { productIds: group(productLinks), categoryIds: group(categoryLinks) }
}

async function withAffectedIds(db: Database, rows: PromotionRow[]): Promise<PromotionRecord[]> {
  const affected = await readAffectedIds(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => ({
    ...row,
    productIds: affected.productIds.get(row.id) ?? [],
    categoryIds: affected.categoryIds.get(row.id) ?? [],
  }))
}

/** A catalogue's promotions, newest first. */
export async function listPromotions(db: Database, businessId: string, catalogueId: string) {
  const rows = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.businessId, businessId), eq(promotions.catalogueId, catalogueId)))
    .orderBy(desc(promotions.createdAt), desc(promotions.id))
  return withAffectedIds(db, rows)
}

/**
 * A catalogue's promotions, newest first, for the public menu: the catalogue id alone scopes it, as the
 * public menu found the catalogue from its business's address.
 */
export async function listCataloguePromotions(db: Database, catalogueId: string) {
  const rows = await db
    .select()
    .from(promotions)
    .where(eq(promotions.catalogueId, catalogueId))
    .orderBy(desc(promotions.createdAt), desc(promotions.id))
  return withAffectedIds(db, rows)
}

export async function findPromotion(db: Database, businessId: string, id: string) {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.businessId, businessId), eq(promotions.id, id)))
  if (!row) return undefined
  const [record] = await withAffectedIds(db, [row])
  return record
}

async function replaceAffected(
  tx: Database,
  promotionId: string,
  productIds: string[],
  categoryIds: string[],
) {
  await tx.delete(promotionProducts).where(eq(promotionProducts.promotionId, promotionId))
  await tx.delete(promotionCategories).where(eq(promotionCategories.promotionId, promotionId))
  if (productIds.length > 0) {
    await tx
      .insert(promotionProducts)
      .values(productIds.map((productId, position) => ({ promotionId, productId, position })))
  }
  if (categoryIds.length > 0) {
    await tx
      .insert(promotionCategories)
      .values(categoryIds.map((categoryId, position) => ({ promotionId, categoryId, position })))
  }
}

/** Inserts a promotion and what it affects within the caller's transaction. */
export async function insertPromotion(
  tx: Database,
  scope: { businessId: string; catalogueId: string },
  values: PromotionValues,
  affected: { productIds: string[]; categoryIds: string[] },
): Promise<PromotionRecord> {
  const [row] = await tx
    .insert(promotions)
    .values({ ...values, ...scope })
    .returning()
  if (!row) throw new Error('The promotion was not created.')
  await replaceAffected(tx, row.id, affected.productIds, affected.categoryIds)
  return { ...row, ...affected }
}

/**
 * Locks a promotion's row of the business until the caller's transaction ends; undefined when there is none.
 */
export async function lockPromotion(tx: Database, businessId: string, id: string) {
  const [row] = await tx
    .select({ id: promotions.id, catalogueId: promotions.catalogueId, imagen: promotions.imagen })
    .from(promotions)
    .where(and(eq(promotions.businessId, businessId), eq(promotions.id, id)))
    .for('update')
  return row
}

/** Replaces a promotion's fields and what it affects within the caller's transaction. */
export async function updatePromotion(
  tx: Database,
  businessId: string,
  id: string,
  values: PromotionValues,
  affected: { productIds: string[]; categoryIds: string[] },
): Promise<PromotionRecord | undefined> {
  const [row] = await tx
    .update(promotions)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(promotions.businessId, businessId), eq(promotions.id, id)))
    .returning()
  if (!row) return undefined
  await replaceAffected(tx, row.id, affected.productIds, affected.categoryIds)
  return { ...row, ...affected }
}

/** Deletes a promotion of the business (its links go with it); answers its catalogue, or undefined. */
export async function deletePromotion(tx: Database, businessId: string, id: string) {
  const [row] = await tx
    .delete(promotions)
    .where(and(eq(promotions.businessId, businessId), eq(promotions.id, id)))
    .returning({ catalogueId: promotions.catalogueId })
  return row
}

/** Every image address a promotion still names: the one read not scoped to a business, for the image sweep. */
export async function listPromotionImageAddresses(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ imagen: promotions.imagen }).from(promotions)
  return rows.flatMap((row) => (row.imagen ? [row.imagen] : []))
}

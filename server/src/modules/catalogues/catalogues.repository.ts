import { and, asc, desc, eq, max, ne, or, sql } from 'drizzle-orm'
import type { Design } from '#domain/catalogues/design.schema.ts'
import type { Database } from '../../db/database.ts'
import { businesses, catalogues, categories, designs, products } from '../../db/schema.ts'

export type CatalogueRow = typeof catalogues.$inferSelect
export type CategoryRow = typeof categories.$inferSelect
export type ProductRow = typeof products.$inferSelect

// Every query takes the business it is scoped by: another business's id finds nothing (a 404, not a 403).

export function listCatalogues(db: Database, businessId: string) {
  return db
    .select()
    .from(catalogues)
    .where(eq(catalogues.businessId, businessId))
    .orderBy(desc(catalogues.updatedAt))
}

export async function findCatalogue(db: Database, businessId: string, id: string) {
  const [row] = await db
    .select()
    .from(catalogues)
    .where(and(eq(catalogues.businessId, businessId), eq(catalogues.id, id)))
  return row
}

export type NewCatalogue = {
  businessId: string
  nombre: string
  template: string
  importKey?: string
  /** The catalogue's preview picture, when its design starts with one (a design copied at import). */
  imagen?: string | null
}

/**
 * Locks the business's row until the caller's transaction ends: catalogues made for one business at the
 * same instant take turns.
 */
export async function lockBusiness(tx: Database, businessId: string) {
  await tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, businessId)).for('update')
}

/**
 * Inserts a catalogue and its design within the caller's transaction. A business's first catalogue is its
 * active one: the business row is locked first, so two catalogues made at the same instant take turns and
 * only the first becomes active (unlocked, both would try, and the one-active index would refuse one).
 */
export async function insertCatalogueAndDesign(tx: Database, values: NewCatalogue, design: Design) {
  await lockBusiness(tx, values.businessId)
  const [existing] = await tx
    .select({ id: catalogues.id })
    .from(catalogues)
    .where(eq(catalogues.businessId, values.businessId))
    .limit(1)
  const [catalogue] = await tx
    .insert(catalogues)
    .values({ ...values, activo: !existing })
    .returning()
  if (!catalogue) throw new Error('The catalogue was not created.')
  await tx
    .insert(designs)
    .values({ catalogueId: catalogue.id, businessId: values.businessId, settings: design })
  return catalogue
}

/** Creates a catalogue with its first categories (names and their translations) and design in one transaction. */
export function insertCatalogue(
  db: Database,
  values: NewCatalogue,
  firstCategories: readonly Pick<CategoryRow, 'name' | 'translations'>[],
  design: Design,
) {
  return db.transaction(async (tx) => {
    const catalogue = await insertCatalogueAndDesign(tx, values, design)
    await tx.insert(categories).values(
      firstCategories.map(({ name, translations }, position) => ({
        businessId: values.businessId,
        catalogueId: catalogue.id,
        name,
        translations,
        position,
      })),
    )
    return catalogue
  })
}

export async function updateCatalogue(
  db: Database,
  businessId: string,
  id: string,
  change: { nombre?: string },
) {
  const [row] = await db
    .update(catalogues)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(catalogues.businessId, businessId), eq(catalogues.id, id)))
    .returning()
  return row
}

/** Marks a catalogue changed now (its categories, products or design were). */
export async function touchCatalogue(db: Database, businessId: string, id: string) {
  await db
    .update(catalogues)
    .set({ updatedAt: new Date() })
    .where(and(eq(catalogues.businessId, businessId), eq(catalogues.id, id)))
}

export async function deleteCatalogue(db: Database, businessId: string, id: string) {
  const deleted = await db
    .delete(catalogues)
    .where(and(eq(catalogues.businessId, businessId), eq(catalogues.id, id)))
    .returning({ id: catalogues.id })
  return deleted.length > 0
}

/** Makes one catalogue the business's only active one (the unique index holds the rule if two race). */
export function activateCatalogue(db: Database, businessId: string, id: string) {
  return db.transaction(async (tx) => {
    await tx
      .update(catalogues)
      .set({ activo: false })
      .where(and(eq(catalogues.businessId, businessId), ne(catalogues.id, id), eq(catalogues.activo, true)))
    const [row] = await tx
      .update(catalogues)
      .set({ activo: true, updatedAt: new Date() })
      .where(and(eq(catalogues.businessId, businessId), eq(catalogues.id, id)))
      .returning()
    return row
  })
}

/** The currency the business prices in ("COP", "EUR"): its prices may have no more decimals than it has. */
export async function findCurrency(db: Database, businessId: string) {
  const [row] = await db
    .select({ currency: businesses.currency })
    .from(businesses)
    .where(eq(businesses.id, businessId))
  return row?.currency
}

export async function findTimeZone(db: Database, businessId: string) {
  const [row] = await db
    .select({ timeZone: businesses.timeZone })
    .from(businesses)
    .where(eq(businesses.id, businessId))
  return row?.timeZone
}

export function listCategories(db: Database, businessId: string, catalogueId: string) {
  return db
    .select()
    .from(categories)
    .where(and(eq(categories.businessId, businessId), eq(categories.catalogueId, catalogueId)))
    .orderBy(asc(categories.position), asc(categories.createdAt))
}

export async function findCategory(db: Database, businessId: string, id: string) {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.businessId, businessId), eq(categories.id, id)))
  return row
}

export async function insertCategory(db: Database, values: typeof categories.$inferInsert) {
  const [{ last } = { last: null }] = await db
    .select({ last: max(categories.position) })
    .from(categories)
    .where(eq(categories.catalogueId, values.catalogueId))
  const [row] = await db
    .insert(categories)
    .values({ ...values, position: (last ?? -1) + 1 })
    .returning()
  return row as CategoryRow
}

export async function updateCategory(
  db: Database,
  businessId: string,
  id: string,
  change: Partial<
    Pick<
      CategoryRow,
      | 'name'
      | 'description'
      | 'isVisible'
      | 'position'
      | 'variantLabels'
      | 'variantLabelTranslations'
      | 'translations'
    >
  >,
) {
  const [row] = await db
    .update(categories)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(categories.businessId, businessId), eq(categories.id, id)))
    .returning()
  return row
}

export async function deleteCategory(db: Database, businessId: string, id: string) {
  const [row] = await db
    .delete(categories)
    .where(and(eq(categories.businessId, businessId), eq(categories.id, id)))
    .returning()
  return row
}

export function listProducts(db: Database, businessId: string, catalogueId: string) {
  return db
    .select()
    .from(products)
    .where(and(eq(products.businessId, businessId), eq(products.catalogueId, catalogueId)))
    .orderBy(asc(products.position), asc(products.createdAt))
}

export async function findProduct(db: Database, businessId: string, id: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.businessId, businessId), eq(products.id, id)))
  return row
}

export async function insertProduct(db: Database, values: typeof products.$inferInsert) {
  const [{ last } = { last: null }] = await db
    .select({ last: max(products.position) })
    .from(products)
    .where(eq(products.categoryId, values.categoryId))
  const [row] = await db
    .insert(products)
    .values({ ...values, position: values.position ?? (last ?? -1) + 1 })
    .returning()
  return row as ProductRow
}

export async function updateProduct(
  db: Database,
  businessId: string,
  id: string,
  change: Partial<typeof products.$inferInsert>,
) {
  const [row] = await db
    .update(products)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(products.businessId, businessId), eq(products.id, id)))
    .returning()
  return row
}

export async function deleteProduct(db: Database, businessId: string, id: string) {
  const [row] = await db
    .delete(products)
    .where(and(eq(products.businessId, businessId), eq(products.id, id)))
    .returning()
  return row
}

export async function findDesign(db: Database, businessId: string, catalogueId: string) {
  const [row] = await db
    .select()
    .from(designs)
    .where(and(eq(designs.businessId, businessId), eq(designs.catalogueId, catalogueId)))
  return row
}

// Images (decision 012). Each replacement locks the row it changes and answers the address it replaced, so
// of two uploads racing for one slot each deletes exactly the files it displaced.

/** Sets a product's image; answers the row and the image it had, or undefined when there is no such product. */
export function replaceProductImage(db: Database, businessId: string, id: string, image: string | null) {
  return db.transaction(async (tx) => {
    const scope = and(eq(products.businessId, businessId), eq(products.id, id))
    const [current] = await tx.select({ image: products.image }).from(products).where(scope).for('update')
    if (!current) return undefined
    const [row] = await tx.update(products).set({ image, updatedAt: new Date() }).where(scope).returning()
    return row && { row, previous: current.image }
  })
}

/** Sets a category's image; answers the row and the image it had, or undefined when there is no such one. */
export function replaceCategoryImage(db: Database, businessId: string, id: string, image: string | null) {
  return db.transaction(async (tx) => {
    const scope = and(eq(categories.businessId, businessId), eq(categories.id, id))
    const [current] = await tx.select({ image: categories.image }).from(categories).where(scope).for('update')
    if (!current) return undefined
    const [row] = await tx.update(categories).set({ image, updatedAt: new Date() }).where(scope).returning()
    return row && { row, previous: current.image }
  })
}

/**
 * Changes a design under a row lock: `change` gets the stored settings and answers the new ones and the
 * catalogue's preview image (`imagen`), saved with the catalogue's update time in the same transaction.
 * Answers what `change` answered, or undefined when the catalogue has no design in this business.
 */
export function changeDesignLocked<T extends { settings: Design; imagen: string | null }>(
  db: Database,
  businessId: string,
  catalogueId: string,
  change: (settings: unknown) => T,
) {
  return db.transaction(async (tx) => {
    const scope = and(eq(designs.businessId, businessId), eq(designs.catalogueId, catalogueId))
    const [current] = await tx.select({ settings: designs.settings }).from(designs).where(scope).for('update')
    if (!current) return undefined
    const result = change(current.settings)
    await tx.update(designs).set({ settings: result.settings, updatedAt: new Date() }).where(scope)
    await tx
      .update(catalogues)
      .set({ imagen: result.imagen, updatedAt: new Date() })
      .where(and(eq(catalogues.businessId, businessId), eq(catalogues.id, catalogueId)))
    return result
  })
}

/**
 * Every image address any business's catalogue still names (products, categories, design logos, banners and
 * backgrounds): the one query not scoped to a business, for the sweep that deletes files nothing names.
 */
export async function listImageAddresses(db: Database): Promise<string[]> {
  const productImages = await db.select({ image: products.image }).from(products)
  const categoryImages = await db.select({ image: categories.image }).from(categories)
  const designRows = await db.select({ settings: designs.settings }).from(designs)
  const designImages = designRows.flatMap(({ settings }) => {
    const { logo, banner, backgroundImage } = (settings ?? {}) as Record<string, unknown>
    return [logo, banner, backgroundImage]
  })
  return [...productImages, ...categoryImages]
    .map((row) => row.image)
    .concat(designImages as (string | null)[])
    .filter((image): image is string => typeof image === 'string')
}

/**
 * Whether a business's catalogue names this image address: a design copied at import shares its logo with
 * the design it came from, so replacing one must not delete the files the other still shows.
 */
export async function isImageAddressNamed(db: Database, businessId: string, address: string) {
  const [design] = await db
    .select({ id: designs.catalogueId })
    .from(designs)
    .where(
      and(
        eq(designs.businessId, businessId),
        or(
          sql`${designs.settings}->>'logo' = ${address}`,
          sql`${designs.settings}->>'banner' = ${address}`,
          sql`${designs.settings}->>'backgroundImage' = ${address}`,
        ),
      ),
    )
    .limit(1)
  return design !== undefined
}

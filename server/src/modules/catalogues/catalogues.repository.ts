import { and, asc, desc, eq, max, ne } from 'drizzle-orm'
import type { Design } from '#domain/catalogues/design.schema.ts'
import type { Database } from '../../db/database.ts'
import { catalogues, categories, designs, products } from '../../db/schema.ts'

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

/** Creates a catalogue with its first categories and design in one transaction. */
export function insertCatalogue(
  db: Database,
  values: { businessId: string; nombre: string; template: string; activo: boolean },
  categoryNames: readonly string[],
  design: Design,
) {
  return db.transaction(async (tx) => {
    const [catalogue] = await tx.insert(catalogues).values(values).returning()
    if (!catalogue) throw new Error('The catalogue was not created.')
    await tx.insert(categories).values(
      categoryNames.map((name, position) => ({
        businessId: values.businessId,
        catalogueId: catalogue.id,
        name,
        position,
      })),
    )
    await tx
      .insert(designs)
      .values({ catalogueId: catalogue.id, businessId: values.businessId, settings: design })
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
  change: Partial<Pick<CategoryRow, 'name' | 'description' | 'isVisible' | 'position'>>,
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

export async function saveDesign(db: Database, businessId: string, catalogueId: string, settings: Design) {
  const [row] = await db
    .update(designs)
    .set({ settings, updatedAt: new Date() })
    .where(and(eq(designs.businessId, businessId), eq(designs.catalogueId, catalogueId)))
    .returning()
  return row
}

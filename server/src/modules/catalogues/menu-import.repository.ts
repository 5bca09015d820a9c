import { and, asc, eq, max } from 'drizzle-orm'
import type { Design } from '#domain/catalogues/design.schema.ts'
import { type CategoryDraft, type ProductDraft, toCategoryKey } from '#domain/menu-analyses/menu-import.ts'
import type { Database } from '../../db/database.ts'
import { catalogues, categories, designs, products } from '../../db/schema.ts'
import { insertCatalogueAndDesign, lockBusiness, type NewCatalogue } from './catalogues.repository.ts'
import { toStoredCourses } from './product-courses.ts'
import { toStoredVariants } from './product-variants.ts'

// A menu's categories and products are written in one transaction each time: an import that fails halfway
// (a product the database refuses, a lost connection) leaves no half-made catalogue or category behind.

type Target = { businessId: string; catalogueId: string }

/**
 * Creates a catalogue with its design, and the menu's categories and products in their order, instead of the
 * template's default categories. Answers the catalogue's row. With an import key, a catalogue this business
 * already made with that key is answered instead (the same request sent again after its answer was lost).
 */
export function insertMenuCatalogue(
  db: Database,
  values: NewCatalogue,
  design: Design,
  drafts: readonly CategoryDraft[],
) {
  return db.transaction(async (tx) => {
    // Under the lock, a second request with the same key waits for the first and then finds its catalogue.
    await lockBusiness(tx, values.businessId)
    if (values.importKey) {
      const [made] = await tx
        .select()
        .from(catalogues)
        .where(and(eq(catalogues.businessId, values.businessId), eq(catalogues.importKey, values.importKey)))
      if (made) return made
    }
    const catalogue = await insertCatalogueAndDesign(tx, values, design)
    const target = { businessId: values.businessId, catalogueId: catalogue.id }
    for (const [position, draft] of drafts.entries()) {
      const categoryId = await insertCategoryRow(tx, target, draft, position)
      await insertProductRows(tx, target, categoryId, draft.products, 0)
    }
    return catalogue
  })
}

/** The business's active catalogue's template and stored design settings, if it has an active catalogue. */
export async function findActiveDesign(db: Database, businessId: string) {
  const [row] = await db
    .select({ template: catalogues.template, settings: designs.settings })
    .from(catalogues)
    .innerJoin(designs, eq(designs.catalogueId, catalogues.id))
    .where(and(eq(catalogues.businessId, businessId), eq(catalogues.activo, true)))
  return row
}

/**
 * Adds a menu to a catalogue of this business: a section joins the catalogue's category of the same name
 * (toCategoryKey), its items after that category's products; other sections become new categories after the
 * existing ones, in the menu's order. Answers the catalogue's row, or undefined when the business has no such
 * catalogue.
 */
export function appendMenu(
  db: Database,
  businessId: string,
  catalogueId: string,
  drafts: readonly CategoryDraft[],
) {
  return db.transaction(async (tx) => {
    const scope = and(eq(catalogues.businessId, businessId), eq(catalogues.id, catalogueId))
    // The lock makes two imports into one catalogue take turns, so their positions do not interleave.
    const [locked] = await tx.select({ id: catalogues.id }).from(catalogues).where(scope).for('update')
    if (!locked) return undefined
    const target = { businessId, catalogueId }
    const byKey = await findCategoriesByKey(tx, target)
    let nextPosition = await findNextCategoryPosition(tx, catalogueId)
    for (const draft of drafts) {
      const key = toCategoryKey(draft.name)
      let categoryId = byKey.get(key)
      if (!categoryId) {
        categoryId = await insertCategoryRow(tx, target, draft, nextPosition++)
        // A second section of the same name in one menu joins the first one's category too.
        byKey.set(key, categoryId)
      }
      await insertProductRows(
        tx,
        target,
        categoryId,
        draft.products,
        await findNextProductPosition(tx, categoryId),
      )
    }
    const [row] = await tx.update(catalogues).set({ updatedAt: new Date() }).where(scope).returning()
    return row
  })
}

/** The catalogue's categories by toCategoryKey; of two with one name, the first in the owner's order. */
async function findCategoriesByKey(db: Database, { businessId, catalogueId }: Target) {
  const rows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.businessId, businessId), eq(categories.catalogueId, catalogueId)))
    .orderBy(asc(categories.position), asc(categories.createdAt))
  const byKey = new Map<string, string>()
  for (const row of rows) {
    const key = toCategoryKey(row.name)
    if (!byKey.has(key)) byKey.set(key, row.id)
  }
  return byKey
}

async function findNextCategoryPosition(db: Database, catalogueId: string) {
  const [{ last } = { last: null }] = await db
    .select({ last: max(categories.position) })
    .from(categories)
    .where(eq(categories.catalogueId, catalogueId))
  return (last ?? -1) + 1
}

async function findNextProductPosition(db: Database, categoryId: string) {
  const [{ last } = { last: null }] = await db
    .select({ last: max(products.position) })
    .from(products)
    .where(eq(products.categoryId, categoryId))
  return (last ?? -1) + 1
}

/**
 * A category made from a menu's section, with the sizes its products share (a size table on paper) and its
 * English heading from a bilingual card. A section joining an existing category leaves that category's
 * shared sizes and translations as the owner set them.
 */
async function insertCategoryRow(
  db: Database,
  target: Target,
  { name, variantLabels, translations }: Pick<CategoryDraft, 'name' | 'variantLabels' | 'translations'>,
  position: number,
) {
  const [row] = await db
    .insert(categories)
    .values({ ...target, name, variantLabels, translations, position })
    .returning({ id: categories.id })
  if (!row) throw new Error('The category was not created.')
  return row.id
}

async function insertProductRows(
  db: Database,
  target: Target,
  categoryId: string,
  drafts: readonly ProductDraft[],
  firstPosition: number,
) {
  // One statement per category: a section holds at most 500 items (ReviewedSectionSchema), well under the
  // database's limit of parameters per statement. Each product keeps the allergens and English read with it.
  if (drafts.length === 0) return
  await db.insert(products).values(
    drafts.map((draft, index) => ({
      ...target,
      ...draft,
      // Each price read becomes a variant with its own id, in printed order (decision 044).
      variants: toStoredVariants(
        draft.variants.map((variant) => ({ ...variant, specialPrice: null, translations: {} })),
      ),
      // A set menu read with its courses: each course and dish gets its id.
      courses: toStoredCourses(draft.courses),
      categoryId,
      position: firstPosition + index,
    })),
  )
}

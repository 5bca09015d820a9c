import type { z } from 'zod'
import type {
  Catalogue,
  Category,
  CategoryChangeSchema,
  NewCatalogueSchema,
  NewCategorySchema,
} from '#domain/catalogues/catalogue.schema.ts'
import { DEFAULT_CATEGORY_NAMES } from '#domain/catalogues/catalogue.schema.ts'
import { type Design, type DesignChangeSchema, DesignSchema } from '#domain/catalogues/design.schema.ts'
import type { NewProduct, Product, ProductChange } from '#domain/catalogues/product.schema.ts'
import { getTemplateDesign, TEMPLATES } from '#domain/catalogues/templates.ts'
import { firstVariant } from '#domain/catalogues/variant.schema.ts'
import type { Database } from '../../db/database.ts'
import { AppError } from '../../shared/errors.ts'
import * as repository from './catalogues.repository.ts'
import {
  changedVariants,
  requirePricesFitCurrency,
  toStoredOptionGroups,
  toStoredVariants,
} from './product-variants.ts'

const notFound = () => new AppError('not_found', 404)

function toCatalogue(row: repository.CatalogueRow): Catalogue {
  return {
    id: row.id,
    nombre: row.nombre,
    imagen: row.imagen,
    editado: row.updatedAt.toISOString(),
    activo: row.activo,
    template: row.template as Catalogue['template'],
  }
}

function toCategory(row: repository.CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isVisible: row.isVisible,
    image: row.image,
    position: row.position,
    variantLabels: row.variantLabels,
    createdAt: row.createdAt.toISOString(),
  }
}

function toProduct(row: repository.ProductRow): Product {
  return {
    id: row.id,
    categoryId: row.categoryId,
    name: row.name,
    // The first variant's prices, for clients of the single-price shape (decision 044).
    ...firstVariant(row.variants),
    variants: row.variants,
    optionGroups: row.optionGroups,
    description: row.description,
    image: row.image,
    available: row.available,
    tags: row.tags as Product['tags'],
    availableDays: row.availableDays,
    position: row.position,
  }
}

export async function listCatalogues(db: Database, businessId: string) {
  return (await repository.listCatalogues(db, businessId)).map(toCatalogue)
}

export async function getCatalogue(db: Database, businessId: string, id: string) {
  const row = await repository.findCatalogue(db, businessId, id)
  if (!row) throw notFound()
  return toCatalogue(row)
}

/**
 * Creates a catalogue from a template: named after it unless the owner named it, with Entradas, Fuertes and
 * Bebidas and the template's design; a business's first catalogue is active.
 */
export async function createCatalogue(
  db: Database,
  businessId: string,
  input: z.output<typeof NewCatalogueSchema>,
) {
  const template = TEMPLATES[input.template]
  const row = await repository.insertCatalogue(
    db,
    { businessId, nombre: input.nombre ?? `Catálogo ${template.name}`, template: input.template },
    DEFAULT_CATEGORY_NAMES,
    // The business name stays empty: the business is named after its owner, not after the shop.
    getTemplateDesign(input.template),
  )
  return toCatalogue(row)
}

export async function renameCatalogue(db: Database, businessId: string, id: string, nombre: string) {
  const row = await repository.updateCatalogue(db, businessId, id, { nombre })
  if (!row) throw notFound()
  return toCatalogue(row)
}

export async function removeCatalogue(db: Database, businessId: string, id: string) {
  if (!(await repository.deleteCatalogue(db, businessId, id))) throw notFound()
}

/** Makes this catalogue the business's only active one. */
export async function activateCatalogue(db: Database, businessId: string, id: string) {
  const row = await repository.activateCatalogue(db, businessId, id)
  if (!row) throw notFound()
  return toCatalogue(row)
}

export async function listCategories(db: Database, businessId: string, catalogueId: string) {
  await getCatalogue(db, businessId, catalogueId)
  return (await repository.listCategories(db, businessId, catalogueId)).map(toCategory)
}

export async function createCategory(
  db: Database,
  businessId: string,
  catalogueId: string,
  input: z.output<typeof NewCategorySchema>,
) {
  await getCatalogue(db, businessId, catalogueId)
  const row = await repository.insertCategory(db, { ...input, businessId, catalogueId })
  await repository.touchCatalogue(db, businessId, catalogueId)
  return toCategory(row)
}

export async function changeCategory(
  db: Database,
  businessId: string,
  id: string,
  change: z.output<typeof CategoryChangeSchema>,
) {
  const row = await repository.updateCategory(db, businessId, id, change)
  if (!row) throw notFound()
  await repository.touchCatalogue(db, businessId, row.catalogueId)
  return toCategory(row)
}

/**
 * Deletes a category and its products (docs/product-spec.md §4: at once, no confirmation; the web app offers
 * an undo).
 */
export async function removeCategory(db: Database, businessId: string, id: string) {
  const row = await repository.deleteCategory(db, businessId, id)
  if (!row) throw notFound()
  await repository.touchCatalogue(db, businessId, row.catalogueId)
}

export async function listProducts(db: Database, businessId: string, catalogueId: string) {
  await getCatalogue(db, businessId, catalogueId)
  return (await repository.listProducts(db, businessId, catalogueId)).map(toProduct)
}

// A product's category must be one of the same catalogue, of the same business.
async function requireCategoryOf(db: Database, businessId: string, categoryId: string, catalogueId?: string) {
  const category = await repository.findCategory(db, businessId, categoryId)
  if (!category || (catalogueId && category.catalogueId !== catalogueId)) {
    throw new AppError('validation_failed', 400)
  }
  return category
}

// The business's currency: every price of its products fits its smallest unit.
async function currencyOf(db: Database, businessId: string) {
  const currency = await repository.findCurrency(db, businessId)
  if (!currency) throw notFound()
  return currency
}

/**
 * Creates a product with its variants (one unlabelled for the single-price shape) and option groups, each
 * with a fresh id; a price finer than the business's currency is refused at its field, nothing saved.
 */
export async function createProduct(
  db: Database,
  businessId: string,
  catalogueId: string,
  input: NewProduct,
  singlePrice = false,
) {
  await getCatalogue(db, businessId, catalogueId)
  await requireCategoryOf(db, businessId, input.categoryId, catalogueId)
  const variants = toStoredVariants(input.variants)
  const optionGroups = toStoredOptionGroups(input.optionGroups)
  requirePricesFitCurrency(variants, optionGroups, await currencyOf(db, businessId), singlePrice)
  const row = await repository.insertProduct(db, {
    ...input,
    variants,
    optionGroups,
    businessId,
    catalogueId,
  })
  await repository.touchCatalogue(db, businessId, catalogueId)
  return toProduct(row)
}

/**
 * Changes a product: `variants` replaces them all (a known id keeps its variant), or `price`/`specialPrice`
 * change the first variant's; `optionGroups` replaces them all the same way.
 */
export async function changeProduct(db: Database, businessId: string, id: string, change: ProductChange) {
  const current = await repository.findProduct(db, businessId, id)
  if (!current) throw notFound()
  if (change.categoryId) await requireCategoryOf(db, businessId, change.categoryId, current.catalogueId)
  const {
    price: _price,
    specialPrice: _specialPrice,
    variants: _variants,
    optionGroups: _groups,
    ...rest
  } = change
  const variants = changedVariants(change, current.variants)
  const optionGroups =
    change.optionGroups === undefined
      ? undefined
      : toStoredOptionGroups(change.optionGroups, current.optionGroups)
  // Only what changes is checked: prices kept from before a change of the business's currency stay editable.
  if (variants !== undefined || optionGroups !== undefined) {
    requirePricesFitCurrency(
      variants ?? [],
      optionGroups ?? [],
      await currencyOf(db, businessId),
      change.variants === undefined,
    )
  }
  const row = await repository.updateProduct(db, businessId, id, {
    ...rest,
    ...(variants ? { variants } : {}),
    ...(optionGroups ? { optionGroups } : {}),
  })
  if (!row) throw notFound()
  await repository.touchCatalogue(db, businessId, row.catalogueId)
  return toProduct(row)
}

export async function removeProduct(db: Database, businessId: string, id: string) {
  const row = await repository.deleteProduct(db, businessId, id)
  if (!row) throw notFound()
  await repository.touchCatalogue(db, businessId, row.catalogueId)
}

export async function getDesign(db: Database, businessId: string, catalogueId: string): Promise<Design> {
  const row = await repository.findDesign(db, businessId, catalogueId)
  if (!row) throw notFound()
  // Settings saved by an older version get the defaults of fields added since.
  return DesignSchema.parse(row.settings)
}

export async function changeDesign(
  db: Database,
  businessId: string,
  catalogueId: string,
  change: z.output<typeof DesignChangeSchema>,
) {
  // Under the same lock as the image uploads, so a save and an upload at once cannot undo each other; a
  // removed logo or banner changes the catalogue's preview too. Files of removed images go with the sweep.
  const result = await repository.changeDesignLocked(db, businessId, catalogueId, (stored) => {
    const settings = DesignSchema.parse({ ...DesignSchema.parse(stored), ...change })
    return { settings, imagen: pickCatalogueImage(settings) }
  })
  if (!result) throw notFound()
  return result.settings
}

// Images (decision 012): the images module stores the files and calls these to record their addresses.

/** The image of a product of this business (null when it has none); throws 404 when there is no such one. */
export async function getProductImage(db: Database, businessId: string, id: string): Promise<string | null> {
  const row = await repository.findProduct(db, businessId, id)
  if (!row) throw notFound()
  return row.image
}

/** The image of a category of this business (null when it has none); throws 404 when there is no such one. */
export async function getCategoryImage(db: Database, businessId: string, id: string): Promise<string | null> {
  const row = await repository.findCategory(db, businessId, id)
  if (!row) throw notFound()
  return row.image
}

/** Sets or clears a product's image; answers the product and the address it replaced. */
export async function setProductImage(db: Database, businessId: string, id: string, image: string | null) {
  const result = await repository.replaceProductImage(db, businessId, id, image)
  if (!result) throw notFound()
  await repository.touchCatalogue(db, businessId, result.row.catalogueId)
  return { product: toProduct(result.row), previous: result.previous }
}

/** Sets or clears a category's image; answers the category and the address it replaced. */
export async function setCategoryImage(db: Database, businessId: string, id: string, image: string | null) {
  const result = await repository.replaceCategoryImage(db, businessId, id, image)
  if (!result) throw notFound()
  await repository.touchCatalogue(db, businessId, result.row.catalogueId)
  return { category: toCategory(result.row), previous: result.previous }
}

/** The catalogue's preview in "Mis catálogos": its banner, else its logo, else none. */
export function pickCatalogueImage(design: Pick<Design, 'logo' | 'banner'>): string | null {
  return design.banner ?? design.logo ?? null
}

/**
 * Sets or clears one of a design's images and the catalogue's preview with it; answers the whole design and
 * the address it replaced.
 */
export async function setDesignImage(
  db: Database,
  businessId: string,
  catalogueId: string,
  slot: 'logo' | 'banner' | 'backgroundImage',
  image: string | null,
) {
  const result = await repository.changeDesignLocked(db, businessId, catalogueId, (stored) => {
    const current = DesignSchema.parse(stored)
    const settings = { ...current, [slot]: image }
    return { settings, imagen: pickCatalogueImage(settings), previous: current[slot] }
  })
  if (!result) throw notFound()
  return { design: result.settings, previous: result.previous }
}

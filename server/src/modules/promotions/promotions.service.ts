import { PRODUCT_TAGS } from '#domain/catalogues/product.schema.ts'
import { trimDecimal } from '#domain/catalogues/variant.schema.ts'
import {
  type Promotion,
  type PromotionInput,
  WeeklyWindowSchema,
} from '#domain/promotions/promotion.schema.ts'
import { promotionStatus } from '#domain/promotions/promotion-status.ts'
import type { Database } from '../../db/database.ts'
import { AppError, InvalidFieldsError } from '../../shared/errors.ts'
import { checkAgainstCatalogue, keepExistingVariants, uniqueIds } from './promotion-rules.ts'
import * as repository from './promotions.repository.ts'

/** What the promotions' rules need: the database and the clock a promotion's status is read at. */
export type PromotionsDeps = {
  db: Database
  /** Milliseconds since the epoch (tests move it across a promotion's start and end). */
  clock: () => number
}

/** Promotions one catalogue may hold (decision 034): plenty for a menu, a list that stays light to send. */
export const MAX_PROMOTIONS_PER_CATALOGUE = 200

/** A promotion as the public menu reads it: raw, with the ids it affects, its status left to the reader. */
export type CataloguePromotion = Omit<Promotion, 'estado' | 'categoria' | 'afecta'>

const notFound = () => new AppError('not_found', 404)

const isProductTag = (tag: string): tag is (typeof PRODUCT_TAGS)[number] =>
  (PRODUCT_TAGS as readonly string[]).includes(tag)

function toCataloguePromotion(record: repository.PromotionRecord): CataloguePromotion {
  const window = WeeklyWindowSchema.safeParse(record.franjaSemanal)
  return {
    id: record.id,
    catalogueId: record.catalogueId,
    nombre: record.nombre,
    descripcion: record.descripcion,
    imagen: record.imagen,
    activo: record.activo,
    tipo: record.tipo,
    porcentaje: record.porcentaje,
    producto2x1: record.producto2x1Id,
    precioNormal: record.precioNormal === null ? null : trimDecimal(record.precioNormal),
    fechaInicio: record.fechaInicio?.toISOString() ?? null,
    fechaFin: record.fechaFin?.toISOString() ?? null,
    franjaSemanal: window.success ? window.data : null,
    productosEspecificos: record.productIds,
    variantes: record.variantes,
    categorias: record.categoryIds,
    etiquetas: record.etiquetas.filter(isProductTag),
    translations: record.translations,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  }
}

/**
 * The promotion as the owner's list shows it: its status at `now`, the names of the categories it reaches
 * (its own and its products', in the menu's order) and of everything it affects.
 */
function toPromotion(
  record: repository.PromotionRecord,
  items: repository.CatalogueItems,
  now: Date,
): Promotion {
  // A variant deleted since leaves no trace: the promotion reaches what is left (decision 044).
  const variantes = keepExistingVariants(items, record.variantes)
  const raw = { ...toCataloguePromotion(record), variantes }
  const productNames = new Map(items.products.map((product) => [product.id, product.name]))
  const categoryNames = new Map(items.categories.map((category) => [category.id, category.name]))
  const variantNames = new Map(
    items.products.flatMap((product) =>
      product.variants.map((variant) => [
        variant.id,
        { product, name: variantName(product.name, variant.label) },
      ]),
    ),
  )
  const reachedCategories = new Set(record.categoryIds)
  for (const product of items.products) {
    if (record.productIds.includes(product.id)) reachedCategories.add(product.categoryId)
  }
  for (const id of variantes) {
    const variant = variantNames.get(id)
    if (variant) reachedCategories.add(variant.product.categoryId)
  }
  const names = (ids: string[], byId: Map<string, string>) =>
    ids.flatMap((id) => {
      const name = byId.get(id)
      return name === undefined ? [] : [name]
    })
  return {
    ...raw,
    estado: promotionStatus(raw, now),
    categoria: items.categories
      .filter((category) => reachedCategories.has(category.id))
      .map((category) => category.name)
      .join(', '),
    afecta: [
      ...names(record.productIds, productNames),
      ...variantes.flatMap((id) => variantNames.get(id)?.name ?? []),
      ...names(record.categoryIds, categoryNames),
      ...raw.etiquetas,
    ].join(', '),
  }
}

/** A single variant as the list names it: "Pizza (Familiar)"; a product's one unlabelled variant by its name. */
function variantName(productName: string, label: string): string {
  return label === '' ? productName : `${productName} (${label})`
}

function toValues(input: PromotionInput): repository.PromotionValues {
  return {
    nombre: input.nombre,
    descripcion: input.descripcion,
    imagen: input.imagen,
    activo: input.activo,
    tipo: input.tipo,
    porcentaje: input.porcentaje,
    producto2x1Id: input.producto2x1,
    precioNormal: input.precioNormal,
    fechaInicio: input.fechaInicio === null ? null : new Date(input.fechaInicio),
    fechaFin: input.fechaFin === null ? null : new Date(input.fechaFin),
    franjaSemanal: input.franjaSemanal,
    etiquetas: uniqueIds(input.etiquetas),
    variantes: uniqueIds(input.variantes),
    translations: input.translations,
  }
}

const affectedOf = (input: PromotionInput) => ({
  productIds: uniqueIds(input.productosEspecificos),
  categoryIds: uniqueIds(input.categorias),
})

// The first lock of every write (see holdAffected): what the input names, the second product included.
function holdAffected(tx: Database, businessId: string, input: PromotionInput) {
  const { productIds, categoryIds } = affectedOf(input)
  const named = input.producto2x1 === null ? productIds : uniqueIds([...productIds, input.producto2x1])
  return repository.holdAffected(tx, businessId, categoryIds, named)
}

// Refuses, field by field, an input that names what its catalogue does not hold or prices above a product.
function requireFitsCatalogue(input: PromotionInput, items: repository.CatalogueItems) {
  const errors = checkAgainstCatalogue(input, items)
  if (Object.keys(errors).length > 0) throw new InvalidFieldsError('validation_failed', errors)
}

/** A catalogue's promotions, newest first; 404 when the catalogue is not the business's. */
export async function listPromotions(deps: PromotionsDeps, businessId: string, catalogueId: string) {
  if (!(await repository.hasCatalogue(deps.db, businessId, catalogueId))) throw notFound()
  const [records, items] = await Promise.all([
    repository.listPromotions(deps.db, businessId, catalogueId),
    repository.readCatalogueItems(deps.db, businessId, catalogueId),
  ])
  const now = new Date(deps.clock())
  return records.map((record) => toPromotion(record, items, now))
}

export async function getPromotion(deps: PromotionsDeps, businessId: string, id: string) {
  const record = await repository.findPromotion(deps.db, businessId, id)
  if (!record) throw notFound()
  const items = await repository.readCatalogueItems(deps.db, businessId, record.catalogueId)
  return toPromotion(record, items, new Date(deps.clock()))
}

/**
 * Creates a promotion in one of the business's catalogues. In one transaction with the catalogue locked, so
 * the cap holds when two saves race and the catalogue's `updated_at` (the public menu's version) moves with it;
 * the products and categories it names are held first, in the order their deletions take them.
 */
export async function createPromotion(deps: PromotionsDeps, businessId: string, input: PromotionInput) {
  const scope = { businessId, catalogueId: input.catalogueId }
  const { record, items } = await deps.db.transaction(async (tx) => {
    await holdAffected(tx, businessId, input)
    if (!(await repository.lockCatalogue(tx, businessId, input.catalogueId))) throw notFound()
    if (
      (await repository.countPromotions(tx, businessId, input.catalogueId)) >= MAX_PROMOTIONS_PER_CATALOGUE
    ) {
      throw new AppError('promotion_limit_reached', 409)
    }
    const items = await repository.readCatalogueItems(tx, businessId, input.catalogueId)
    requireFitsCatalogue(input, items)
    const record = await repository.insertPromotion(tx, scope, toValues(input), affectedOf(input))
    await repository.touchCatalogue(tx, businessId, input.catalogueId)
    return { record, items }
  })
  return toPromotion(record, items, new Date(deps.clock()))
}

/** Replaces a promotion's fields; it stays in its catalogue (another catalogue id is refused at its field). */
export async function changePromotion(
  deps: PromotionsDeps,
  businessId: string,
  id: string,
  input: PromotionInput,
) {
  const { record, items } = await deps.db.transaction(async (tx) => {
    await holdAffected(tx, businessId, input)
    const current = await repository.lockPromotion(tx, businessId, id)
    if (!current) throw notFound()
    if (current.catalogueId !== input.catalogueId) {
      throw new InvalidFieldsError('validation_failed', { catalogueId: ['promotions.errors.otherCatalogue'] })
    }
    await repository.lockCatalogue(tx, businessId, current.catalogueId)
    const items = await repository.readCatalogueItems(tx, businessId, current.catalogueId)
    requireFitsCatalogue(input, items)
    const record = await repository.updatePromotion(tx, businessId, id, toValues(input), affectedOf(input))
    if (!record) throw notFound()
    await repository.touchCatalogue(tx, businessId, current.catalogueId)
    return { record, items }
  })
  return toPromotion(record, items, new Date(deps.clock()))
}

/** Deletes a promotion of the business; its image file goes with the next sweep (decision 012). */
export async function removePromotion(deps: PromotionsDeps, businessId: string, id: string) {
  await deps.db.transaction(async (tx) => {
    const deleted = await repository.deletePromotion(tx, businessId, id)
    if (!deleted) throw notFound()
    await repository.touchCatalogue(tx, businessId, deleted.catalogueId)
  })
}

/**
 * Every promotion of a catalogue, newest first, raw (affected ids, no derived status or names), for the
 * public menu: it decides per product and per instant what applies.
 */
export async function readCataloguePromotions(
  db: Database,
  catalogueId: string,
): Promise<CataloguePromotion[]> {
  return (await repository.listCataloguePromotions(db, catalogueId)).map(toCataloguePromotion)
}

/** Every image address a promotion names, for the sweep that deletes the files nothing names. */
export function listPromotionImageAddresses(db: Database): Promise<string[]> {
  return repository.listPromotionImageAddresses(db)
}

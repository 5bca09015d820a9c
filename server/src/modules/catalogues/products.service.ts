import { orderAllergens } from '#domain/catalogues/allergens.ts'
import { ALWAYS } from '#domain/catalogues/availability.ts'
import type { NewProduct, Product, ProductChange } from '#domain/catalogues/product.schema.ts'
import { SET_MENU_MESSAGES } from '#domain/catalogues/set-menu.schema.ts'
import { firstVariant } from '#domain/catalogues/variant.schema.ts'
import { endOfBusinessDay } from '#domain/promotions/weekly-window.ts'
import type { Database } from '../../db/database.ts'
import { AppError, InvalidFieldsError } from '../../shared/errors.ts'
import { type AuditActor, recordAudit } from '../audit/index.ts'
import * as repository from './catalogues.repository.ts'
import { getCatalogue } from './catalogues.service.ts'
import { requireChoicesInCatalogue, toStoredCourses } from './product-courses.ts'
import {
  changedVariants,
  priceChanges,
  requirePricesFitCurrency,
  toStoredOptionGroups,
  toStoredVariants,
} from './product-variants.ts'

// A catalogue's products: their fields, their variants and option groups (decision 044) and their image's
// address. Every read and write is scoped by the business; a product of another business is a 404.

const notFound = () => new AppError('not_found', 404)

export function toProduct(row: repository.ProductRow): Product {
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
    allergens: orderAllergens(row.allergens),
    allergenTraces: orderAllergens(row.allergenTraces),
    translations: row.translations,
    availableDays: row.availableDays,
    position: row.position,
    kind: row.kind,
    courses: row.courses,
    includes: row.includes,
    availability: row.availability ?? ALWAYS,
    soldOutUntil: row.soldOutUntil?.toISOString() ?? null,
  }
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
  await requireChoicesInCatalogue(db, businessId, catalogueId, input.courses)
  const row = await repository.insertProduct(db, {
    ...input,
    courses: toStoredCourses(input.courses),
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
 * change the first variant's; `optionGroups` replaces them all the same way. A change of its prices is
 * written to the audit log (each variant's before and after) in the transaction of the change.
 */
export async function changeProduct(
  db: Database,
  businessId: string,
  id: string,
  change: ProductChange,
  actor: AuditActor,
) {
  const current = await repository.findProduct(db, businessId, id)
  if (!current) throw notFound()
  if (change.categoryId) await requireCategoryOf(db, businessId, change.categoryId, current.catalogueId)
  const {
    price: _price,
    specialPrice: _specialPrice,
    variants: _variants,
    optionGroups: _groups,
    courses: _courses,
    ...rest
  } = change
  const courses = await changedCourses(db, businessId, change, current)
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
  const row = await db.transaction(async (tx) => {
    const updated = await repository.updateProduct(tx, businessId, id, {
      ...rest,
      ...tracesApartFromContained(change, current),
      ...(variants ? { variants } : {}),
      ...(optionGroups ? { optionGroups } : {}),
      ...(courses ? { courses } : {}),
    })
    if (!updated) throw notFound()
    const prices = variants ? priceChanges(current.variants, variants) : []
    if (prices.length > 0) {
      await recordAudit(tx, {
        businessId,
        actor,
        action: 'product.price_changed',
        subject: updated.name,
        details: { variants: prices },
      })
    }
    return updated
  })
  await repository.touchCatalogue(db, businessId, row.catalogueId)
  return toProduct(row)
}

/**
 * The courses a change leaves on a product, checked against its kind: a set menu keeps at least one course,
 * a dish has none (nor anything its price includes); undefined when they do not change.
 */
async function changedCourses(
  db: Database,
  businessId: string,
  change: ProductChange,
  current: repository.ProductRow,
) {
  const fields: Record<string, string[]> = {}
  if (current.kind === 'menu' && change.courses?.length === 0)
    fields.courses = [SET_MENU_MESSAGES.coursesRequired]
  if (current.kind === 'dish' && (change.courses?.length ?? 0) > 0)
    fields.courses = [SET_MENU_MESSAGES.coursesOfDish]
  if (current.kind === 'dish' && (change.includes?.length ?? 0) > 0)
    fields.includes = [SET_MENU_MESSAGES.coursesOfDish]
  if (Object.keys(fields).length > 0) throw new InvalidFieldsError('validation_failed', fields)
  if (change.courses === undefined) return undefined
  await requireChoicesInCatalogue(db, businessId, current.catalogueId, change.courses)
  return toStoredCourses(change.courses, current.courses)
}

/**
 * Marks a product, or one choice of a set menu, sold out until the end of the business's day ("Agotado hoy"),
 * or clears the mark. Nothing runs at midnight: the mark is an instant the menu compares with its clock.
 */
export async function setSoldOut(
  db: Database,
  businessId: string,
  id: string,
  request: { soldOut: boolean; choiceId?: string | undefined },
  now: Date,
) {
  const current = await repository.findProduct(db, businessId, id)
  if (!current) throw notFound()
  const timeZone = (await repository.findTimeZone(db, businessId)) ?? 'UTC'
  const until = request.soldOut ? endOfBusinessDay(now, timeZone) : null
  let change: Partial<repository.ProductRow>
  if (request.choiceId === undefined) {
    change = { soldOutUntil: until }
  } else {
    if (!current.courses.some((course) => course.choices.some((choice) => choice.id === request.choiceId))) {
      throw notFound()
    }
    change = {
      courses: current.courses.map((course) => ({
        ...course,
        choices: course.choices.map((choice) =>
          choice.id === request.choiceId ? { ...choice, soldOutUntil: until?.toISOString() ?? null } : choice,
        ),
      })),
    }
  }
  const row = await repository.updateProduct(db, businessId, id, change)
  if (!row) throw notFound()
  await repository.touchCatalogue(db, businessId, row.catalogueId)
  return toProduct(row)
}

/**
 * The traces to keep when a change sends one list of allergens without the other: an allergen the product
 * contains is never also a mere trace (the schema refuses both lists naming it in one request).
 */
function tracesApartFromContained(change: ProductChange, current: repository.ProductRow) {
  if ((change.allergens === undefined) === (change.allergenTraces === undefined)) return {}
  const contained = new Set(change.allergens ?? current.allergens)
  const traces = change.allergenTraces ?? current.allergenTraces
  return { allergenTraces: traces.filter((allergen) => !contained.has(allergen)) }
}

export async function removeProduct(db: Database, businessId: string, id: string) {
  const row = await repository.deleteProduct(db, businessId, id)
  if (!row) throw notFound()
  await repository.touchCatalogue(db, businessId, row.catalogueId)
}

// Images (decision 012): the images module stores the files and calls these to record their addresses.

/** The image of a product of this business (null when it has none); throws 404 when there is no such one. */
export async function getProductImage(db: Database, businessId: string, id: string): Promise<string | null> {
  const row = await repository.findProduct(db, businessId, id)
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

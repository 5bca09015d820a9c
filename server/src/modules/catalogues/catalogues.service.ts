import type { z } from 'zod'
import type {
  Catalogue,
  Category,
  CategoryChangeSchema,
  NewCatalogueSchema,
  NewCategorySchema,
} from '#domain/catalogues/catalogue.schema.ts'
import { DEFAULT_CATEGORIES } from '#domain/catalogues/catalogue.schema.ts'
import { type Design, type DesignChangeSchema, DesignSchema } from '#domain/catalogues/design.schema.ts'
import { getTemplateDesign, TEMPLATES } from '#domain/catalogues/templates.ts'
import { alignLabelTranslations, LABEL_TRANSLATION_WITHOUT_LABEL } from '#domain/catalogues/variant.schema.ts'
import type { Database } from '../../db/database.ts'
import { AppError, InvalidFieldsError } from '../../shared/errors.ts'
import * as repository from './catalogues.repository.ts'

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
    variantLabelTranslations: row.variantLabelTranslations,
    translations: row.translations,
    availability: row.availability,
    createdAt: row.createdAt.toISOString(),
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
 * Bebidas (named in English too) and the template's design; a business's first catalogue is active.
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
    DEFAULT_CATEGORIES,
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

type CategoryChange = z.output<typeof CategoryChangeSchema>

/**
 * The shared labels' translations a change leaves (decision 061): those sent, checked against the stored
 * labels when the labels are not sent; else, when only the labels change, the stored ones moved with their
 * labels. Throws 404 for a category that is not the business's.
 */
async function withLabelTranslations(db: Database, businessId: string, id: string, change: CategoryChange) {
  const { variantLabels, variantLabelTranslations } = change
  if ((variantLabels === undefined) === (variantLabelTranslations === undefined)) return change
  const current = await repository.findCategory(db, businessId, id)
  if (!current) throw notFound()
  if (variantLabels !== undefined) {
    const aligned = alignLabelTranslations(
      current.variantLabels,
      current.variantLabelTranslations,
      variantLabels,
    )
    return { ...change, variantLabelTranslations: aligned }
  }
  const beyond = Object.entries(variantLabelTranslations ?? {}).flatMap(([language, texts]) =>
    texts.flatMap((text, index) =>
      index >= current.variantLabels.length && text !== ''
        ? [[`variantLabelTranslations.${language}.${index}`, [LABEL_TRANSLATION_WITHOUT_LABEL as string]]]
        : [],
    ),
  )
  if (beyond.length > 0) throw new InvalidFieldsError('validation_failed', Object.fromEntries(beyond))
  return change
}

/**
 * A template category renamed without English of its own loses the English name the template gave its old
 * name: "Pizzas" must not read "Starters" on the English menu. An English name the owner wrote stays.
 */
async function withoutTemplateEnglish(db: Database, businessId: string, id: string, change: CategoryChange) {
  if (change.name === undefined || change.translations !== undefined) return change
  const current = await repository.findCategory(db, businessId, id)
  if (!current || current.name === change.name) return change
  const template = DEFAULT_CATEGORIES.find((category) => category.name === current.name)
  const english = current.translations.en
  if (!template || english?.name !== template.translations.en.name) return change
  const { name: _templateName, ...kept } = english
  return { ...change, translations: Object.keys(kept).length > 0 ? { en: kept } : {} }
}

export async function changeCategory(db: Database, businessId: string, id: string, change: CategoryChange) {
  const withTranslations = await withLabelTranslations(db, businessId, id, change)
  const row = await repository.updateCategory(
    db,
    businessId,
    id,
    await withoutTemplateEnglish(db, businessId, id, withTranslations),
  )
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

/** The image of a category of this business (null when it has none); throws 404 when there is no such one. */
export async function getCategoryImage(db: Database, businessId: string, id: string): Promise<string | null> {
  const row = await repository.findCategory(db, businessId, id)
  if (!row) throw notFound()
  return row.image
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

import { DEFAULT_DESIGN, type Design, DesignSchema } from '#domain/catalogues/design.schema.ts'
import type { Database } from '../../db/database.ts'
import * as repository from './catalogues.repository.ts'

// What other modules read of the catalogues: the public menu renders a catalogue's content, the image
// sweep asks which files are still named. They come here (through index.ts), never to the repository.

export type { CategoryRow, ProductRow } from './catalogues.repository.ts'

/** A catalogue as a page shows it: its design, its categories and its products, all of the business. */
export type CatalogueContent = {
  design: Design
  categories: repository.CategoryRow[]
  products: repository.ProductRow[]
}

/** The design, categories and products of one catalogue of a business; a broken design reads as the default. */
export async function readCatalogueContent(
  db: Database,
  businessId: string,
  catalogueId: string,
): Promise<CatalogueContent> {
  const [designRow, categories, products] = await Promise.all([
    repository.findDesign(db, businessId, catalogueId),
    repository.listCategories(db, businessId, catalogueId),
    repository.listProducts(db, businessId, catalogueId),
  ])
  const parsed = DesignSchema.safeParse(designRow?.settings ?? {})
  return { design: parsed.success ? parsed.data : DEFAULT_DESIGN, categories, products }
}

/** Whether the business owns a catalogue with this id. */
export async function hasCatalogue(db: Database, businessId: string, catalogueId: string): Promise<boolean> {
  return (await repository.findCatalogue(db, businessId, catalogueId)) !== undefined
}

/**
 * Every image address any business's catalogue still names: the one read not scoped to a business, for the
 * sweep that deletes files nothing names.
 */
export function listNamedImageAddresses(db: Database): Promise<string[]> {
  return repository.listImageAddresses(db)
}

/** Whether one of the business's designs still shows this image (a logo shared by an imported catalogue). */
export function isDesignImageNamed(db: Database, businessId: string, address: string): Promise<boolean> {
  return repository.isImageAddressNamed(db, businessId, address)
}

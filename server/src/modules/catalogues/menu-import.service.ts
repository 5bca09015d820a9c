import type { Catalogue } from '#domain/catalogues/catalogue.schema.ts'
import { getTemplateDesign } from '#domain/catalogues/templates.ts'
import { toMenuDraft } from '#domain/menu-analyses/menu-import.ts'
import type { ReviewedMenu } from '#domain/menu-analyses/reviewed-menu.schema.ts'
import type { Database } from '../../db/database.ts'
import { AppError } from '../../shared/errors.ts'
import { getCatalogue } from './catalogues.service.ts'
import { appendMenu, insertMenuCatalogue } from './menu-import.repository.ts'

// A menu read by the menu reader and reviewed by its owner becomes a catalogue (decision 015).

/** The template of a catalogue made from a menu: the owner picks another look on the Diseño page. */
const MENU_TEMPLATE = 'clasico'

/**
 * Creates a catalogue from a reviewed menu: named after the restaurant (else "Mi menú"), its sections as the
 * categories (instead of Entradas, Fuertes, Bebidas), its items as products with exact prices, and the
 * restaurant's name on the design. A business's first catalogue is active. The same import key twice makes
 * one catalogue.
 */
export async function createCatalogueFromMenu(
  db: Database,
  businessId: string,
  menu: ReviewedMenu,
  importKey?: string,
): Promise<Catalogue> {
  const draft = toMenuDraft(menu)
  const row = await insertMenuCatalogue(
    db,
    { businessId, nombre: draft.catalogueName, template: MENU_TEMPLATE, importKey },
    { ...getTemplateDesign(MENU_TEMPLATE), businessName: draft.businessName },
    draft.categories,
  )
  return getCatalogue(db, businessId, row.id)
}

/**
 * Adds a reviewed menu to one of the business's catalogues: sections join the categories of the same name or
 * come after the others; the catalogue's name and design stay the owner's. 404 for another business's id.
 */
export async function importMenuIntoCatalogue(
  db: Database,
  businessId: string,
  catalogueId: string,
  menu: ReviewedMenu,
): Promise<Catalogue> {
  const row = await appendMenu(db, businessId, catalogueId, toMenuDraft(menu).categories)
  if (!row) throw new AppError('not_found', 404)
  return getCatalogue(db, businessId, row.id)
}

import type { Catalogue } from '#domain/catalogues/catalogue.schema.ts'
import { type Design, DesignSchema } from '#domain/catalogues/design.schema.ts'
import { getTemplateDesign } from '#domain/catalogues/templates.ts'
import { toMenuDraft } from '#domain/menu-analyses/menu-import.ts'
import type { MenuDesignChoice, ReviewedMenu } from '#domain/menu-analyses/reviewed-menu.schema.ts'
import type { Database } from '../../db/database.ts'
import { AppError } from '../../shared/errors.ts'
import { getCatalogue, pickCatalogueImage } from './catalogues.service.ts'
import { appendMenu, findActiveDesign, insertMenuCatalogue } from './menu-import.repository.ts'

// A menu read by the menu reader and reviewed by its owner becomes a catalogue (decision 015).

/** The template of a catalogue made from a menu with a fresh design: the owner picks another on Diseño. */
const MENU_TEMPLATE = 'clasico'

/**
 * The design a new catalogue from a menu starts with, and its template. The business's name and logo are its
 * own, whatever the owner chose: a fresh template carries over the current design's name and logo, so
 * activating the new catalogue never renames the business nor drops its logo. Without an active catalogue
 * (a new business) the fresh template is all there is.
 */
async function chooseMenuDesign(
  db: Database,
  businessId: string,
  choice: MenuDesignChoice,
): Promise<{ template: string; design: Design }> {
  const active = await findActiveDesign(db, businessId)
  const current = active && DesignSchema.parse(active.settings)
  if (active && current && choice === 'current') return { template: active.template, design: current }
  const design: Design = {
    ...getTemplateDesign(MENU_TEMPLATE),
    businessName: current?.businessName ?? '',
    logo: current?.logo ?? null,
  }
  return { template: MENU_TEMPLATE, design }
}

/**
 * Creates a catalogue from a reviewed menu: named after the restaurant (else "Mi menú"), its sections as the
 * categories (instead of Entradas, Fuertes, Bebidas), its items as products with exact prices (none when the
 * menu shows none), and the design the owner chose. A business's first catalogue is active. The same import
 * key twice makes one catalogue.
 */
export async function createCatalogueFromMenu(
  db: Database,
  businessId: string,
  menu: ReviewedMenu,
  options: { design: MenuDesignChoice; importKey?: string },
): Promise<Catalogue> {
  const draft = toMenuDraft(menu)
  const { template, design } = await chooseMenuDesign(db, businessId, options.design)
  const row = await insertMenuCatalogue(
    db,
    {
      businessId,
      nombre: draft.catalogueName,
      template,
      importKey: options.importKey,
      imagen: pickCatalogueImage(design),
    },
    design,
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

import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { Catalogue } from '#domain/catalogues/catalogue.schema.ts'
import { useCatalogues } from '../../entities/catalogue/api/get-catalogues.ts'
import { PublicMenuContext } from '../../entities/catalogue/components/sharing/public-menu.ts'
import { editingPath } from '../../entities/catalogue/editing-catalogue.ts'
import { useMe } from '../../features/accounts/api/get-me.ts'
import { CatalogueThumbnail } from '../../features/catalogues/components/my-catalogues/catalogue-thumbnail.tsx'
import { useNow } from '../../features/catalogues/components/my-catalogues/use-now.ts'
import { formatEditedAgo } from '../../features/catalogues/edited-ago.ts'
import {
  type CatalogueSummary,
  type MenuImportStage,
  type WelcomeCatalogues,
  WelcomeScreen,
} from '../../features/dashboard-home/components/welcome-screen.tsx'
import { PendingMenuNotice } from '../../features/menu-analyses/keep/pending-menu-notice.tsx'
import {
  type PendingMenuImport,
  useImportPendingMenu,
} from '../../features/menu-analyses/keep/use-import-pending-menu.ts'
import { OwnerMenuUpload } from './owner-menu-upload.tsx'

/**
 * The welcome screen, told about the owner's catalogues, their public menu and the menu a visitor kept before
 * signing in, which becomes a catalogue here; with the owner's menu upload (features do not import each other:
 * the route joins them).
 */
export function DashboardHomeRoute() {
  const { t } = useTranslation()
  const catalogues = useCatalogues()
  const now = useNow()
  const menuImport = useImportPendingMenu()
  // The dashboard renders only once the owner is known (RequireSession), so their business is here.
  const me = useMe().data
  const business = me?.business

  let state: WelcomeCatalogues
  // A catalogue on its way from the kept menu: not "no catalogues yet" with the ways to a first one.
  const isFirstOnItsWay = menuImport.status === 'importing' && catalogues.data?.length === 0
  if (catalogues.isPending || isFirstOnItsWay) state = { status: 'loading' }
  else if (catalogues.isError) state = { status: 'failed', retry: () => catalogues.refetch() }
  else if (catalogues.data.length === 0) state = { status: 'empty' }
  else state = { status: 'ready', summary: summarise(catalogues.data, t, now) }

  if (!business) return null
  return (
    <PublicMenuContext
      value={{ slug: business.slug, businessName: business.name, language: business.language }}
    >
      <WelcomeScreen
        catalogues={state}
        menuImport={toMenuImportStage(menuImport)}
        menuImportNotice={<PendingMenuNotice menuImport={menuImport} />}
        menuUpload={<OwnerMenuUpload />}
        owner={me && { id: me.id, name: me.name, businessName: business.name }}
      />
    </PublicMenuContext>
  )
}

function toMenuImportStage(menuImport: PendingMenuImport): MenuImportStage {
  if (menuImport.status === 'imported') return 'imported'
  return menuImport.status === 'none' ? 'none' : 'pending'
}

/** The active catalogue, else the most recently edited one (the list comes newest first). */
function summarise(catalogues: Catalogue[], t: TFunction, now: number): CatalogueSummary {
  const catalogue = catalogues.find((candidate) => candidate.activo) ?? catalogues[0]!
  return {
    name: catalogue.nombre,
    isActive: catalogue.activo,
    editedAgo: formatEditedAgo(t, catalogue.editado, now),
    count: catalogues.length,
    preview: <CatalogueThumbnail catalogue={catalogue} />,
    paths: {
      categories: editingPath('/dashboard/categorias', catalogue.id),
      products: editingPath('/dashboard/productos', catalogue.id),
      design: editingPath('/dashboard/diseno', catalogue.id),
    },
  }
}

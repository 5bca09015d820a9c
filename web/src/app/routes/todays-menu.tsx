import { useTranslation } from 'react-i18next'
import { RequirePermission } from '../../entities/account/components/require-permission.tsx'
import { EditingCatalogueGate } from '../../entities/catalogue/components/editing-catalogue-gate.tsx'
import { useMe } from '../../features/accounts/api/get-me.ts'
import { TodaysMenuScreen } from '../../features/set-menus/components/todays-menu-screen.tsx'
import { useDocumentTitle } from '../../lib/use-document-title.ts'

/**
 * "Menú de hoy" (/dashboard/productos/menu-de-hoy): today's dishes of the catalogue's set menu, a form from top
 * to bottom, so only for the roles that may set them (PUT /api/products/:id/today).
 */
export function TodaysMenuRoute() {
  const { t } = useTranslation()
  const heading = t('menus.title')
  // Titled here too: the catalogue's frame, which titles its pages, is not drawn for a role without the right.
  useDocumentTitle(heading)
  const business = useMe().data?.business
  return (
    <RequirePermission permission="todaysMenu.write" heading={heading}>
      <EditingCatalogueGate heading={heading}>
        {(catalogue) =>
          business ? (
            <TodaysMenuScreen
              key={catalogue.id}
              catalogue={catalogue}
              slug={business.slug}
              currency={business.currency}
            />
          ) : null
        }
      </EditingCatalogueGate>
    </RequirePermission>
  )
}

import { useTranslation } from 'react-i18next'
import { EditingCatalogueGate } from '../../entities/catalogue/components/editing-catalogue-gate.tsx'
import { useMe } from '../../features/accounts/api/get-me.ts'
import { TodaysMenuScreen } from '../../features/set-menus/components/todays-menu-screen.tsx'

/** "Menú de hoy" (/dashboard/productos/menu-de-hoy): today's dishes of the catalogue's set menu. */
export function TodaysMenuRoute() {
  const { t } = useTranslation()
  const business = useMe().data?.business
  return (
    <EditingCatalogueGate heading={t('menus.title')}>
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
  )
}

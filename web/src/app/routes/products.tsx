import { useTranslation } from 'react-i18next'
import { EditingCatalogueGate } from '../../entities/catalogue/components/editing-catalogue-gate.tsx'
import { useMe } from '../../features/accounts/api/get-me.ts'
import { ProductsScreen } from '../../features/products/components/products-screen.tsx'

export function ProductsRoute() {
  const { t } = useTranslation()
  // Prices are shown in the business's currency and "Agotado hoy" lasts until its midnight; the dashboard only
  // renders once the owner is known.
  const business = useMe().data?.business
  return (
    <EditingCatalogueGate heading={t('dashboard.pages.products')}>
      {(catalogue) =>
        business ? (
          <ProductsScreen
            key={catalogue.id}
            catalogue={catalogue}
            currency={business.currency}
            timeZone={business.timeZone}
          />
        ) : null
      }
    </EditingCatalogueGate>
  )
}

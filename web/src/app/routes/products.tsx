import { useTranslation } from 'react-i18next'
import { EditingCatalogueGate } from '../../entities/catalogue/components/editing-catalogue-gate.tsx'
import { useMe } from '../../features/accounts/api/get-me.ts'
import { ProductsScreen } from '../../features/products/components/products-screen.tsx'

export function ProductsRoute() {
  const { t } = useTranslation()
  // Prices are shown in the business's currency; the dashboard only renders once the owner is known.
  const currency = useMe().data?.business.currency
  return (
    <EditingCatalogueGate heading={t('dashboard.pages.products')}>
      {(catalogue) =>
        currency ? <ProductsScreen key={catalogue.id} catalogue={catalogue} currency={currency} /> : null
      }
    </EditingCatalogueGate>
  )
}

import { useTranslation } from 'react-i18next'
import { useMe } from '../../features/accounts/api/get-me.ts'
import { EditingCatalogueGate } from '../../features/catalogues/components/editing-catalogue-gate.tsx'
import { ProductsScreen } from '../../features/catalogues/components/products/products-screen.tsx'

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

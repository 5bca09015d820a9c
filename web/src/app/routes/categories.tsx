import { useTranslation } from 'react-i18next'
import { EditingCatalogueGate } from '../../entities/catalogue/components/editing-catalogue-gate.tsx'
import { CategoriesScreen } from '../../features/categories/components/categories-screen.tsx'

export function CategoriesRoute() {
  const { t } = useTranslation()
  return (
    <EditingCatalogueGate heading={t('dashboard.pages.categories')}>
      {/* Keyed: switching catalogues sends a pending deletion and starts afresh. */}
      {(catalogue) => <CategoriesScreen key={catalogue.id} catalogue={catalogue} />}
    </EditingCatalogueGate>
  )
}

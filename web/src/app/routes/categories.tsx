import { useTranslation } from 'react-i18next'
import { CategoriesScreen } from '../../features/catalogues/components/categories/categories-screen.tsx'
import { EditingCatalogueGate } from '../../features/catalogues/components/editing-catalogue-gate.tsx'

export function CategoriesRoute() {
  const { t } = useTranslation()
  return (
    <EditingCatalogueGate heading={t('dashboard.pages.categories')}>
      {/* Keyed: switching catalogues sends a pending deletion and starts afresh. */}
      {(catalogue) => <CategoriesScreen key={catalogue.id} catalogue={catalogue} />}
    </EditingCatalogueGate>
  )
}

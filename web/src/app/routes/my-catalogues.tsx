import { useTranslation } from 'react-i18next'
import { useMe } from '../../features/auth/api/get-me.ts'
import { MyCatalogues } from '../../features/catalogues/components/my-catalogues/my-catalogues.tsx'
import { useDocumentTitle } from '../../lib/use-document-title.ts'

export function MyCataloguesRoute() {
  const { t } = useTranslation()
  useDocumentTitle(t('dashboard.pages.catalogues'))
  // The dashboard renders only once the owner is known (RequireSession), so their business is here.
  const business = useMe().data?.business
  if (!business) return null
  // A visitor reads the menu in its business's language and currency, whatever the owner's interface is in.
  return <MyCatalogues menuLocale={{ currency: business.currency, language: business.language }} />
}

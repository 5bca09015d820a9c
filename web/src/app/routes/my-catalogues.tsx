import { useTranslation } from 'react-i18next'
import { PublicMenuContext } from '../../entities/catalogue/components/sharing/public-menu.ts'
import { useMe } from '../../features/accounts/api/get-me.ts'
import { MyCatalogues } from '../../features/catalogues/components/my-catalogues/my-catalogues.tsx'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { OwnerMenuUpload } from './owner-menu-upload.tsx'

export function MyCataloguesRoute() {
  const { t } = useTranslation()
  useDocumentTitle(t('dashboard.pages.catalogues'))
  // The dashboard renders only once the owner is known (RequireSession), so their business is here.
  const business = useMe().data?.business
  if (!business) return null
  // A visitor reads the menu in its business's language and currency, whatever the owner's interface is in.
  return (
    <div className="space-y-8">
      <PublicMenuContext
        value={{ slug: business.slug, businessName: business.name, language: business.language }}
      >
        <MyCatalogues menuLocale={{ currency: business.currency, language: business.language }} />
      </PublicMenuContext>
      {/* Owners upload a menu too, into a new catalogue or one of theirs. */}
      <OwnerMenuUpload />
    </div>
  )
}

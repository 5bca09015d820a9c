import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useCatalogues } from '../../entities/catalogue/api/get-catalogues.ts'
import { PublicMenuContext } from '../../entities/catalogue/components/sharing/public-menu.ts'
import { editingPath } from '../../entities/catalogue/editing-catalogue.ts'
import { useChangeBusiness } from '../../features/accounts/api/change-business.ts'
import { useMe } from '../../features/accounts/api/get-me.ts'
import { MyCatalogues } from '../../features/catalogues/components/my-catalogues/my-catalogues.tsx'
import { MenuUploadWidget } from '../../features/menu-analyses/components/menu-upload-widget.tsx'
import { OwnerMenuUploadCallout } from '../../features/menu-analyses/keep/owner-menu-upload-callout.tsx'
import { useDocumentTitle } from '../../lib/use-document-title.ts'

export function MyCataloguesRoute() {
  const { t } = useTranslation()
  useDocumentTitle(t('dashboard.pages.catalogues'))
  const navigate = useNavigate()
  const catalogues = useCatalogues()
  // The dashboard renders only once the owner is known (RequireSession), so their business is here.
  const business = useMe().data?.business
  const changeBusiness = useChangeBusiness()
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
      <OwnerMenuUploadCallout
        catalogues={catalogues.data ?? []}
        renderWidget={(slot) => (
          <MenuUploadWidget
            {...slot}
            audience="owner"
            offersPayment={false}
            manualStartHref="/dashboard/plantillas"
          />
        )}
        onImported={(catalogue) => void navigate(editingPath('/dashboard/categorias', catalogue.id))}
        businessCurrency={business.currency}
        onChangeCurrency={(currency) => changeBusiness.mutateAsync({ currency })}
      />
    </div>
  )
}

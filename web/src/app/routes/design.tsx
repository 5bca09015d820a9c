import { useTranslation } from 'react-i18next'
import { useCan } from '../../entities/account/use-can.ts'
import { EditingCatalogueGate } from '../../entities/catalogue/components/editing-catalogue-gate.tsx'
import { PublicMenuContext } from '../../entities/catalogue/components/sharing/public-menu.ts'
import { useMe } from '../../features/accounts/api/get-me.ts'
import { BusinessCurrencyField } from '../../features/accounts/components/business-currency-field.tsx'
import { DesignEditor } from '../../features/design/components/design-editor.tsx'
import { DesignSharing } from '../../features/design/components/design-sharing.tsx'
import { useDocumentTitle } from '../../lib/use-document-title.ts'

/**
 * Diseño (docs/product-spec.md §2 "Design"): the design of the catalogue being edited, with its preview; the
 * preview alone for a role that may not change it (decision 073).
 */
export function DesignRoute() {
  const { t } = useTranslation()
  const heading = t('dashboard.pages.design')
  useDocumentTitle(heading)
  // The dashboard renders only once the owner is known (RequireSession), so their business is here. The
  // preview shows the menu as a visitor reads it: in the business's currency and language.
  const business = useMe().data?.business
  // The currency is the business's (PATCH /api/business), which managers do not change.
  const canChangeBusiness = useCan('business.settings')
  return (
    <EditingCatalogueGate heading={heading}>
      {(catalogue) =>
        business ? (
          // Sharing sits above the form: the link and QR are the same whichever tab is open.
          <PublicMenuContext
            value={{ slug: business.slug, businessName: business.name, language: business.language }}
          >
            <div className="space-y-6">
              <DesignSharing catalogue={catalogue} />
              {/* The business's own settings, which no catalogue's design changes. */}
              {canChangeBusiness ? <BusinessCurrencyField business={business} /> : null}
              <DesignEditor
                catalogue={catalogue}
                menuLocale={{ currency: business.currency, language: business.language }}
              />
            </div>
          </PublicMenuContext>
        ) : null
      }
    </EditingCatalogueGate>
  )
}

import { lazy, Suspense } from 'react'
import { useNavigate } from 'react-router'
import { useCatalogues } from '../../entities/catalogue/api/get-catalogues.ts'
import { editingPath } from '../../entities/catalogue/editing-catalogue.ts'
import { useMe } from '../../features/accounts/api/get-me.ts'
import { useUpdateBusiness } from '../../features/accounts/api/update-business.ts'
import { OwnerMenuUploadCallout } from '../../features/menu-analyses/keep/owner-menu-upload-callout.tsx'

// The widget is drawn only inside the dialog, which the callout loads when the owner heads for it: both
// download then, together (docs/decisions/069-the-dashboards-first-load.md).
const loadWidget = () => import('../../features/menu-analyses/components/menu-upload-widget.tsx')
const MenuUploadWidget = lazy(async () => ({ default: (await loadWidget()).MenuUploadWidget }))

/**
 * "Subir menú" for a signed-in owner, into a new catalogue or one of theirs, then on to its categories. Inicio
 * and Mis catálogos offer this same upload, so it is composed once here. A menu priced in another currency
 * than the business's asks before keeping, and may change the business's currency.
 */
export function OwnerMenuUpload() {
  const navigate = useNavigate()
  const catalogues = useCatalogues()
  const updateBusiness = useUpdateBusiness()
  // The dashboard renders only once the owner is known (RequireSession), so their business is here.
  const business = useMe().data?.business
  if (!business) return null
  return (
    <OwnerMenuUploadCallout
      catalogues={catalogues.data ?? []}
      renderWidget={(slot) => (
        <Suspense fallback={null}>
          <MenuUploadWidget
            {...slot}
            audience="owner"
            offersPayment={false}
            manualStartHref="/dashboard/plantillas"
            businessCurrency={business.currency}
          />
        </Suspense>
      )}
      preloadWidget={() => void loadWidget()}
      onImported={(catalogue) => void navigate(editingPath('/dashboard/categorias', catalogue.id))}
      businessCurrency={business.currency}
      onChangeCurrency={(currency) => updateBusiness.mutateAsync({ currency })}
    />
  )
}

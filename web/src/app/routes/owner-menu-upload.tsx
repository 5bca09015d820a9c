import { useNavigate } from 'react-router'
import { useCatalogues } from '../../entities/catalogue/api/get-catalogues.ts'
import { editingPath } from '../../entities/catalogue/editing-catalogue.ts'
import { MenuUploadWidget } from '../../features/menu-analyses/components/menu-upload-widget.tsx'
import { OwnerMenuUploadCallout } from '../../features/menu-analyses/keep/owner-menu-upload-callout.tsx'

/**
 * "Subir menú" for a signed-in owner, into a new catalogue or one of theirs, then on to its categories. Inicio
 * and Mis catálogos offer this same upload, so it is composed once here.
 */
export function OwnerMenuUpload() {
  const navigate = useNavigate()
  const catalogues = useCatalogues()
  return (
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
    />
  )
}

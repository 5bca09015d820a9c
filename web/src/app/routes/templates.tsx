import { useTranslation } from 'react-i18next'
import { RequirePermission } from '../../entities/account/components/require-permission.tsx'
import { TemplateChooser } from '../../features/catalogues/components/templates/template-chooser.tsx'
import { useDocumentTitle } from '../../lib/use-document-title.ts'

export function TemplatesRoute() {
  const { t } = useTranslation()
  const heading = t('dashboard.pages.templates')
  useDocumentTitle(heading)
  // Choosing a template creates a catalogue (POST /api/catalogues): the page is nothing but that choice.
  return (
    <RequirePermission permission="catalogue.write" heading={heading}>
      <TemplateChooser />
    </RequirePermission>
  )
}

import { useTranslation } from 'react-i18next'
import { TemplateChooser } from '../../features/catalogues/components/templates/template-chooser.tsx'
import { useDocumentTitle } from '../../lib/use-document-title.ts'

export function TemplatesRoute() {
  const { t } = useTranslation()
  useDocumentTitle(t('dashboard.pages.templates'))
  return <TemplateChooser />
}

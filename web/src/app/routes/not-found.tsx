import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PlaceholderPanel } from '../../components/layout/placeholder-panel.tsx'
import { PublicLayout } from '../../components/layout/public-layout.tsx'
import { buttonClasses } from '../../components/ui/button.tsx'
import { useDocumentTitle } from '../../lib/use-document-title.ts'

export function NotFoundRoute() {
  const { t } = useTranslation()
  useDocumentTitle(t('publicPages.notFound.heading'))
  return (
    <PublicLayout>
      <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
        <PlaceholderPanel
          heading={t('publicPages.notFound.heading')}
          note={t('publicPages.notFound.note')}
          badge="404"
          actions={
            <Link to="/" className={buttonClasses()}>
              {t('common.backHome')}
            </Link>
          }
        />
      </div>
    </PublicLayout>
  )
}

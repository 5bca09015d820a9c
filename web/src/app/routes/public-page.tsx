import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PlaceholderPanel } from '../../components/layout/placeholder-panel.tsx'
import { PublicLayout } from '../../components/layout/public-layout.tsx'
import { buttonClasses } from '../../components/ui/button.tsx'
import { useDocumentTitle } from '../../lib/use-document-title.ts'

export type PublicPageId = 'terms' | 'privacy'

// The legal texts come in a later issue; until then each route says so plainly.
export function PublicPage({ page }: { page: PublicPageId }) {
  const { t } = useTranslation()
  const heading = t(`publicPages.${page}.heading`)
  useDocumentTitle(heading)

  return (
    <PublicLayout>
      <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
        <PlaceholderPanel
          heading={heading}
          note={t(`publicPages.${page}.note`)}
          badge={t('common.comingSoon')}
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

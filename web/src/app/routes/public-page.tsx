import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PlaceholderPanel } from '../../components/layout/placeholder-panel.tsx'
import { PublicLayout } from '../../components/layout/public-layout.tsx'
import { buttonClasses } from '../../components/ui/button.tsx'
import { useDocumentTitle } from '../../lib/use-document-title.ts'

export type PublicPageId = 'login' | 'register' | 'recover' | 'terms' | 'privacy'

// Accounts and the legal texts come in later issues; until then each route says so plainly.
export function PublicPage({ page }: { page: PublicPageId }) {
  const { t } = useTranslation()
  const heading = t(`publicPages.${page}.heading`)
  useDocumentTitle(heading)
  const offersDashboard = page === 'login' || page === 'register'

  return (
    <PublicLayout>
      <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
        <PlaceholderPanel
          heading={heading}
          note={t(`publicPages.${page}.note`)}
          badge={t('common.comingSoon')}
          actions={
            <>
              {offersDashboard ? (
                <Link to="/dashboard" className={buttonClasses()}>
                  {t('common.goToDashboard')}
                </Link>
              ) : null}
              <Link to="/" className={buttonClasses({ variant: offersDashboard ? 'secondary' : 'primary' })}>
                {t('common.backHome')}
              </Link>
            </>
          }
        />
      </div>
    </PublicLayout>
  )
}

import { useTranslation } from 'react-i18next'
import { Link, Outlet, ScrollRestoration } from 'react-router'
import { PlaceholderPanel } from '../../components/layout/placeholder-panel.tsx'
import { PublicLayout } from '../../components/layout/public-layout.tsx'
import { buttonClasses } from '../../components/ui/button.tsx'
import { scrollPositionKey } from '../../lib/scroll.ts'
import { useThemeScope } from '../../lib/theme/use-theme.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { useSignInWatch } from '../sign-in-watch.ts'

export function RootLayout() {
  useThemeScope()
  useSignInWatch()
  return (
    <>
      <ScrollRestoration getKey={scrollPositionKey} />
      <Outlet />
    </>
  )
}

/** Shown while the first page's code loads; a blank canvas rather than a flash of spinner. */
export function RouteLoading() {
  const { t } = useTranslation()
  return <p className="sr-only">{t('app.loading')}</p>
}

/** A page that failed to render or load its code (after a deploy, say) gets a calm message, not a crash. */
export function RouteError() {
  const { t } = useTranslation()
  useDocumentTitle(t('publicPages.error.heading'))
  return (
    <PublicLayout>
      <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
        <PlaceholderPanel
          heading={t('publicPages.error.heading')}
          note={t('publicPages.error.note')}
          actions={
            <Link to="/" className={buttonClasses()} reloadDocument>
              {t('common.backHome')}
            </Link>
          }
        />
      </div>
    </PublicLayout>
  )
}

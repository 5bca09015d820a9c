import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClasses } from '../ui/button.tsx'
import { Logo } from '../ui/logo.tsx'
import { LanguageToggle } from './language-toggle.tsx'
import { SkipLink } from './skip-link.tsx'

/** Header, main and footer shared by the public pages: the landing, accounts, legal pages and the 404. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
        <Link to="/" className="shrink-0 rounded-lg">
          {/* On a phone the header keeps both account links, so the name is left to screen readers. */}
          <Logo nameClassName="max-sm:sr-only" />
        </Link>
        <nav aria-label={t('landing.nav.label')} className="flex items-center gap-1 sm:gap-2">
          <Link
            to="/login"
            className={buttonClasses({ variant: 'ghost', className: 'whitespace-nowrap px-3 sm:px-4' })}
          >
            {t('landing.nav.login')}
          </Link>
          <Link to="/register" className={buttonClasses({ className: 'whitespace-nowrap px-3.5 sm:px-4' })}>
            {t('landing.nav.register')}
          </Link>
          <LanguageToggle className="ml-1" />
        </nav>
      </header>
      <main id="main" className="flex flex-1 flex-col">
        {children}
      </main>
      <footer className="border-stone-200 border-t">
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-stone-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <span>© {t('app.name')}</span>
          <nav aria-label={t('common.footerNav')} className="flex gap-5">
            <Link to="/terms" className="rounded hover:text-stone-900 hover:underline">
              {t('publicPages.terms.heading')}
            </Link>
            <Link to="/privacy" className="rounded hover:text-stone-900 hover:underline">
              {t('publicPages.privacy.heading')}
            </Link>
          </nav>
        </div>
      </footer>
    </div>
  )
}

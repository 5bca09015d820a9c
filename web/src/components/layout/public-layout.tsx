import { clsx } from 'clsx'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClasses } from '../ui/button.tsx'
import { Logo } from '../ui/logo.tsx'
import { LanguageToggle } from './language-toggle.tsx'
import { SkipLink } from './skip-link.tsx'

type Props = {
  children: ReactNode
  /**
   * In-page links (`<li>` items) of a long page, the landing's: the header then stays on screen, shows them
   * beside the account links on wide screens and in a second row that scrolls sideways on narrow ones.
   */
  sectionLinks?: ReactNode
  /** What the footer says before its links (the landing's tagline and support address); © by default. */
  footerNote?: ReactNode
  /** Room below the footer's content for a floating button (the landing's chat bubble) to sit in. */
  hasFloatingButton?: boolean
}

/** Header, main and footer shared by the public pages: the landing, accounts, legal pages and the 404. */
export function PublicLayout({ children, sectionLinks, footerNote, hasFloatingButton }: Props) {
  const { t } = useTranslation()
  const hasSections = Boolean(sectionLinks)
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header
        className={clsx(
          hasSections && 'sticky top-0 z-40 border-stone-200/70 border-b bg-canvas/95 backdrop-blur',
        )}
      >
        <div
          className={clsx(
            'mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6',
            hasSections ? 'py-3' : 'py-4',
          )}
        >
          <Link to="/" className="shrink-0 rounded-lg">
            {/* On a phone the header keeps both account links, so the name is left to screen readers. */}
            <Logo nameClassName="max-sm:sr-only" />
          </Link>
          {hasSections ? (
            <nav aria-label={t('landing.nav.label')} className="hidden xl:block">
              <ul className="flex items-center gap-0.5">{sectionLinks}</ul>
            </nav>
          ) : null}
          <nav aria-label={t('landing.accountNav.label')} className="flex items-center gap-1 sm:gap-2">
            <Link
              to="/login"
              className={buttonClasses({ variant: 'ghost', className: 'whitespace-nowrap px-3 sm:px-4' })}
            >
              {t('landing.accountNav.login')}
            </Link>
            <Link to="/register" className={buttonClasses({ className: 'whitespace-nowrap px-3.5 sm:px-4' })}>
              {t('landing.accountNav.register')}
            </Link>
            <LanguageToggle className="ml-1" />
          </nav>
        </div>
        {hasSections ? (
          // Below xl the section links scroll sideways in a second row instead of hiding behind a menu.
          <nav aria-label={t('landing.nav.label')} className="overflow-x-auto xl:hidden">
            <ul className="mx-auto flex w-max max-w-none items-center gap-0.5 px-3 pb-2 sm:px-5">
              {sectionLinks}
            </ul>
          </nav>
        ) : null}
      </header>
      <main id="main" className="flex flex-1 flex-col">
        {children}
      </main>
      <footer className={clsx('border-stone-200 border-t bg-canvas', hasFloatingButton && 'pb-20')}>
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6 text-sm text-stone-600 sm:flex-row sm:items-start sm:justify-between sm:px-6">
          {footerNote ?? <span>© {t('app.name')}</span>}
          <div className="flex flex-col gap-3 sm:items-end">
            <nav aria-label={t('common.footerNav')} className="flex gap-5">
              <Link to="/terms" className="rounded hover:text-stone-900 hover:underline">
                {t('publicPages.terms.heading')}
              </Link>
              <Link to="/privacy" className="rounded hover:text-stone-900 hover:underline">
                {t('publicPages.privacy.heading')}
              </Link>
            </nav>
            {footerNote ? <span>© {t('app.name')}</span> : null}
          </div>
        </div>
      </footer>
    </div>
  )
}

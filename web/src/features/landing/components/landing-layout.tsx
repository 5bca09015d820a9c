import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LanguageToggle } from '../../../components/layout/language-toggle.tsx'
import { SkipLink } from '../../../components/layout/skip-link.tsx'
import { buttonClasses } from '../../../components/ui/button.tsx'
import { Logo } from '../../../components/ui/logo.tsx'

/** The header's in-page links, in page order (spec §2 "Anchored sections"). */
const anchors = [
  { id: 'inicio', key: 'inicio' },
  { id: 'beneficios', key: 'beneficios' },
  { id: 'como-funciona', key: 'comoFunciona' },
  { id: 'caracteristicas', key: 'caracteristicas' },
  { id: 'testimonios', key: 'testimonios' },
  { id: 'preguntas', key: 'preguntas' },
  { id: 'contacto', key: 'contacto' },
] as const

const anchorClasses =
  'whitespace-nowrap rounded-lg px-2.5 py-1.5 font-medium text-sm text-stone-700 hover:bg-stone-900/5 hover:text-stone-900'

/**
 * The landing's own frame: the public header plus links to its sections, and a footer with the legal pages.
 * The other public pages keep the plainer PublicLayout.
 */
export function LandingLayout({
  children,
  supportEmail,
}: {
  children: ReactNode
  supportEmail?: string | null
}) {
  const { t } = useTranslation()
  const sectionLinks = anchors.map(({ id, key }) => (
    <li key={id}>
      <a href={`#${id}`} className={anchorClasses}>
        {t(`marketing.nav.${key}`)}
      </a>
    </li>
  ))

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-40 border-stone-200/70 border-b bg-canvas/95 backdrop-blur">
        <div className="mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <Link to="/" className="shrink-0 rounded-lg">
            <Logo nameClassName="max-sm:sr-only" />
          </Link>
          <nav aria-label={t('marketing.nav.label')} className="hidden xl:block">
            <ul className="flex items-center gap-0.5">{sectionLinks}</ul>
          </nav>
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
        </div>
        {/* Below xl the section links scroll sideways in a second row instead of hiding behind a menu. */}
        <nav aria-label={t('marketing.nav.label')} className="overflow-x-auto xl:hidden">
          <ul className="mx-auto flex w-max max-w-none items-center gap-0.5 px-3 pb-2 sm:px-5">
            {sectionLinks}
          </ul>
        </nav>
      </header>
      <main id="main" className="flex flex-1 flex-col">
        {children}
      </main>
      <LandingFooter supportEmail={supportEmail} />
    </div>
  )
}

function LandingFooter({ supportEmail }: { supportEmail?: string | null }) {
  const { t } = useTranslation()
  return (
    <footer className="border-stone-200 border-t bg-canvas">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-stone-600 sm:flex-row sm:items-start sm:justify-between sm:px-6">
        <div>
          <Logo />
          <p className="mt-2">{t('marketing.footer.tagline')}</p>
          {supportEmail ? (
            <a
              href={`mailto:${supportEmail}`}
              className="mt-1 inline-block rounded hover:text-stone-900 hover:underline"
            >
              {supportEmail}
            </a>
          ) : null}
        </div>
        <div className="flex flex-col gap-3 sm:items-end">
          <nav aria-label={t('common.footerNav')} className="flex gap-5">
            <Link to="/terms" className="rounded hover:text-stone-900 hover:underline">
              {t('publicPages.terms.heading')}
            </Link>
            <Link to="/privacy" className="rounded hover:text-stone-900 hover:underline">
              {t('publicPages.privacy.heading')}
            </Link>
          </nav>
          <span>© {t('app.name')}</span>
        </div>
      </div>
    </footer>
  )
}

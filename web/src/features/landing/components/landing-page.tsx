import { ArrowDown, ArrowRight, UtensilsCrossed } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PublicLayout } from '../../../components/layout/public-layout.tsx'
import { buttonClasses } from '../../../components/ui/button.tsx'
import { useExactDocumentTitle } from '../../../lib/use-document-title.ts'

type Props = {
  /** The menu upload widget, shown right under the hero so a visitor can try it on arrival (issue 6 item 3). */
  demo?: ReactNode
}

// A modest first landing (issue 2); the full marketing page of spec §2 "Landing page" is a later issue. The
// hero stays short so that the demo (spec §2 "plus a demo anchor") starts within the first screen.
export function LandingPage({ demo }: Props) {
  const { t } = useTranslation()
  useExactDocumentTitle(t('app.landingDocumentTitle'))

  return (
    <PublicLayout>
      <div className="bg-gradient-to-b from-brand-50 via-canvas to-canvas">
        <section
          aria-labelledby="hero-heading"
          className="mx-auto w-full max-w-4xl px-4 pt-8 pb-10 text-center sm:px-6 md:pt-12 md:pb-12"
        >
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/70 px-3 py-1 font-medium text-brand-800 text-sm">
            <UtensilsCrossed aria-hidden className="size-4" />
            {t('landing.hero.eyebrow')}
          </p>
          <h1
            id="hero-heading"
            className="mx-auto mt-5 max-w-3xl text-balance font-semibold text-4xl text-stone-900 tracking-tight sm:text-5xl"
          >
            {t('landing.hero.title')}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-stone-600 leading-relaxed">
            {t('landing.hero.subtitle')}
          </p>
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            {demo ? (
              <a href="#demo" className={buttonClasses({ size: 'lg' })}>
                {t('menuUpload.landing.tryIt')}
                <ArrowDown aria-hidden />
              </a>
            ) : null}
            <Link
              to="/dashboard"
              className={buttonClasses({ size: 'lg', variant: demo ? 'secondary' : 'primary' })}
            >
              {t('common.goToDashboard')}
              <ArrowRight aria-hidden />
            </Link>
          </div>
          <p className="mt-5 text-sm text-stone-600">{t('landing.hero.audience')}</p>
        </section>
        {demo ? (
          <section
            id="demo"
            aria-label={t('menuUpload.landing.demoLabel')}
            className="mx-auto w-full max-w-5xl scroll-mt-4 px-4 pb-16 sm:px-6"
          >
            {demo}
          </section>
        ) : null}
      </div>
    </PublicLayout>
  )
}

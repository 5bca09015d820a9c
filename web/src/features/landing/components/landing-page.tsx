import { ArrowRight, QrCode, UtensilsCrossed } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PublicLayout } from '../../../components/layout/public-layout.tsx'
import { buttonClasses } from '../../../components/ui/button.tsx'
import { useExactDocumentTitle } from '../../../lib/use-document-title.ts'

// A modest first landing (issue 2); the full marketing page of spec §2 "Landing page" is a later issue.
export function LandingPage() {
  const { t } = useTranslation()
  useExactDocumentTitle(t('app.landingDocumentTitle'))

  return (
    <PublicLayout>
      <section
        aria-labelledby="hero-heading"
        className="mx-auto grid w-full max-w-6xl flex-1 items-center gap-12 px-4 py-10 sm:px-6 content-start md:grid-cols-[1.15fr_1fr] md:content-center md:py-20"
      >
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-brand-50 px-3 py-1 font-medium text-brand-800 text-sm">
            <UtensilsCrossed aria-hidden className="size-4" />
            {t('landing.hero.eyebrow')}
          </p>
          <h1
            id="hero-heading"
            className="mt-6 text-balance font-semibold text-4xl text-stone-900 tracking-tight sm:text-5xl lg:text-6xl"
          >
            {t('landing.hero.title')}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-stone-600 leading-relaxed">{t('landing.hero.subtitle')}</p>
          <div className="mt-10 flex flex-wrap items-center gap-4">
            <Link to="/dashboard" className={buttonClasses({ size: 'lg' })}>
              {t('common.goToDashboard')}
              <ArrowRight aria-hidden />
            </Link>
          </div>
          <p className="mt-6 text-sm text-stone-600">{t('landing.hero.audience')}</p>
        </div>
        <MenuIllustration />
      </section>
    </PublicLayout>
  )
}

/** A phone showing a menu, drawn with shapes only so it needs no text of its own. */
function MenuIllustration() {
  const rows = [
    ['w-32', 'w-10'],
    ['w-24', 'w-12'],
    ['w-28', 'w-10'],
  ]
  return (
    <div aria-hidden className="relative mx-auto w-full max-w-xs md:max-w-sm">
      <div className="absolute -inset-6 rounded-[3rem] bg-gradient-to-br from-brand-100 via-amber-50 to-transparent" />
      <div className="relative mx-auto w-64 rounded-[2.5rem] border-8 border-stone-900 bg-white p-5 shadow-2xl shadow-brand-900/20">
        <div className="mx-auto mb-5 h-1.5 w-16 rounded-full bg-stone-200" />
        <div className="h-28 rounded-2xl bg-gradient-to-br from-brand-400 to-brand-600" />
        <div className="mt-5 h-3 w-24 rounded-full bg-stone-800" />
        {[0, 1].map((section) => (
          <div key={section} className="mt-5 space-y-3">
            <div className="h-2.5 w-16 rounded-full bg-brand-300" />
            {rows.map(([name, price]) => (
              <div key={name} className="flex items-center justify-between">
                <div className="space-y-1.5">
                  <div className={`h-2.5 rounded-full bg-stone-300 ${name}`} />
                  <div className="h-2 w-36 rounded-full bg-stone-100" />
                </div>
                <div className={`h-2.5 rounded-full bg-stone-800 ${price}`} />
              </div>
            ))}
          </div>
        ))}
      </div>
      <div className="absolute -right-2 bottom-10 flex size-20 items-center justify-center rounded-2xl bg-white shadow-xl shadow-stone-900/10">
        <QrCode className="size-12 text-stone-900" />
      </div>
    </div>
  )
}

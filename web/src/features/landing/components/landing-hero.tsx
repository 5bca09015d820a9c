import { ArrowDown, ArrowRight, UtensilsCrossed } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClasses } from '../../../components/ui/button.tsx'
import phoneMenuUrl from '../assets/phone-menu.svg'
import { ClaimsList } from './claims-list.tsx'
import { RotatingTitle } from './rotating-word.tsx'

/** The `inicio` section: what Vitrina does, the rotating word and the ways in (docs/product-spec.md §2). */
export function LandingHero({ hasDemo }: { hasDemo: boolean }) {
  const { t } = useTranslation()
  return (
    <section
      id="inicio"
      aria-labelledby="hero-heading"
      className="mx-auto grid w-full max-w-6xl scroll-mt-20 items-center gap-10 px-4 pt-8 pb-10 sm:px-6 md:pt-12 md:pb-12 lg:grid-cols-[1fr_18rem]"
    >
      <div className="text-center lg:text-left">
        <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/70 px-3 py-1 font-medium text-brand-800 text-sm">
          <UtensilsCrossed aria-hidden className="size-4" />
          {t('landing.hero.eyebrow')}
        </p>
        <RotatingTitle id="hero-heading" />
        <p className="mx-auto mt-5 max-w-2xl text-lg text-stone-600 leading-relaxed lg:mx-0">
          {t('landing.hero.subtitle')}
        </p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center lg:justify-start">
          {hasDemo ? (
            <a href="#demo" className={buttonClasses({ size: 'lg' })}>
              {t('menuAnalyses.landing.tryIt')}
              <ArrowDown aria-hidden />
            </a>
          ) : null}
          <Link
            to="/dashboard"
            className={buttonClasses({ size: 'lg', variant: hasDemo ? 'secondary' : 'primary' })}
          >
            {t('common.goToDashboard')}
            <ArrowRight aria-hidden />
          </Link>
        </div>
        {hasDemo ? <p className="mt-5 font-medium text-brand-800 text-sm">{t('landing.hero.free')}</p> : null}
        <p className="mt-2 text-sm text-stone-600">{t('landing.hero.audience')}</p>
        <ClaimsList className="mt-6 justify-center lg:justify-start" />
      </div>
      <img
        src={phoneMenuUrl}
        alt={t('landing.hero.illustration')}
        width={240}
        height={400}
        className="mx-auto hidden h-auto w-64 lg:block"
      />
    </section>
  )
}

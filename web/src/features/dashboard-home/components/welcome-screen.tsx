import { BookOpen, Plus, Sparkles } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClasses } from '../../../components/ui/button.tsx'
import { LogoMark } from '../../../components/ui/logo.tsx'
import { useDocumentTitle } from '../../../lib/use-document-title.ts'
import { MenuProcessedBanner } from './menu-processed-banner.tsx'

/** The dashboard's first page (spec §2 "Welcome screen"): welcome, and the way to a first catalogue. */
export function WelcomeScreen() {
  const { t } = useTranslation()
  useDocumentTitle(t('dashboard.pages.home'))

  return (
    <div className="space-y-8">
      <MenuProcessedBanner />
      <section
        aria-labelledby="page-heading"
        className="flex flex-col items-start gap-4 sm:flex-row sm:items-center"
      >
        <LogoMark className="size-14" />
        <div>
          <h1 id="page-heading" className="font-semibold text-2xl text-stone-900 tracking-tight sm:text-3xl">
            {t('dashboard.welcome.title')}
          </h1>
          <p className="mt-1 text-stone-600">{t('dashboard.welcome.subtitle')}</p>
        </div>
      </section>

      <section
        aria-labelledby="empty-catalogues-heading"
        className="flex flex-col items-center rounded-2xl border border-stone-300 border-dashed bg-white px-6 py-14 text-center"
      >
        <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
          <BookOpen aria-hidden className="size-7" />
        </span>
        <h2 id="empty-catalogues-heading" className="mt-5 font-semibold text-lg text-stone-900">
          {t('dashboard.welcome.emptyTitle')}
        </h2>
        <p className="mt-2 max-w-md text-stone-600">{t('dashboard.welcome.emptyMessage')}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to="/dashboard/plantillas" className={buttonClasses()}>
            <Plus aria-hidden />
            {t('dashboard.welcome.createCatalogue')}
          </Link>
          <Link to="/dashboard/soporte" className={buttonClasses({ variant: 'secondary' })}>
            <Sparkles aria-hidden className="text-brand-600" />
            {t('dashboard.welcome.aiChat')}
          </Link>
        </div>
      </section>
    </div>
  )
}

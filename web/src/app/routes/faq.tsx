import { LifeBuoy } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PageTitle } from '../../components/layout/page-title.tsx'
import { buttonClasses } from '../../components/ui/button.tsx'
import { FaqList } from '../../features/help/components/faq-list.tsx'
import { useDocumentTitle } from '../../lib/use-document-title.ts'

export function FaqRoute() {
  const { t } = useTranslation()
  const heading = t('dashboard.pages.faq')
  useDocumentTitle(heading)
  return (
    <div className="max-w-3xl space-y-6">
      <div>
        <PageTitle>{heading}</PageTitle>
        <p className="mt-1 text-stone-600">{t('help.faq.intro')}</p>
      </div>
      <FaqList />
      <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-stone-200 border-dashed px-5 py-4">
        <p className="text-stone-700">{t('help.faq.moreHelp')}</p>
        <Link to="/dashboard/soporte" className={buttonClasses({ variant: 'secondary' })}>
          <LifeBuoy aria-hidden className="size-4" />
          {t('help.faq.contactSupport')}
        </Link>
      </div>
    </div>
  )
}

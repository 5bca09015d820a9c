import { Plus, Sparkles } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClasses } from '../../../components/ui/button.tsx'
import { useCan } from '../../../entities/account/use-can.ts'

/**
 * The welcome screen's two ways forward (docs/product-spec.md §2): a new catalogue from a template, or the AI
 * chat.
 */
export function CreateAndChatLinks() {
  const { t } = useTranslation()
  // A new catalogue is the catalogue's writers' (decision 073); the AI chat is everyone's.
  const canWrite = useCan('catalogue.write')
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      {canWrite ? (
        <Link to="/dashboard/plantillas" className={buttonClasses()}>
          <Plus aria-hidden />
          {t('dashboard.welcome.createCatalogue')}
        </Link>
      ) : null}
      <Link to="/dashboard/soporte#chat" className={buttonClasses({ variant: 'secondary' })}>
        <Sparkles aria-hidden className="text-brand-600" />
        {t('dashboard.welcome.aiChat')}
      </Link>
    </div>
  )
}

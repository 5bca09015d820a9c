import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PlaceholderPanel } from '../../components/layout/placeholder-panel.tsx'
import { buttonClasses } from '../../components/ui/button.tsx'
import type { MessageKey } from '../../lib/i18n.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'

// Each dashboard section is built by its own later issue; the shell around it is real today.
export function DashboardSectionRoute({ headingKey }: { headingKey: MessageKey }) {
  const { t } = useTranslation()
  const heading = t(headingKey)
  useDocumentTitle(heading)
  return (
    <PlaceholderPanel
      heading={heading}
      note={t('dashboard.sectionNote')}
      badge={t('common.comingSoon')}
      actions={
        <Link to="/dashboard" className={buttonClasses({ variant: 'secondary' })}>
          {t('shell.nav.home')}
        </Link>
      }
    />
  )
}

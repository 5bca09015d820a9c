import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PublicLayout } from '../../components/layout/public-layout.tsx'
import type { LoginState } from '../../features/accounts/auth-state.ts'
import { RecoverFlow } from '../../features/accounts/components/recover-flow.tsx'
import { useDocumentTitle } from '../../lib/use-document-title.ts'

/**
 * /recover (docs/product-spec.md §2 "Recover page"): a new password by emailed code, then /login to use it.
 */
export function RecoverRoute() {
  const { t } = useTranslation()
  useDocumentTitle(t('accounts.recover.heading'))
  const navigate = useNavigate()
  return (
    <PublicLayout>
      <RecoverFlow
        onReset={(email) => {
          const state: Partial<LoginState> = { passwordUpdated: true, email }
          // Replacing: going back must not show a code that no longer works.
          void navigate('/login', { replace: true, state })
        }}
      />
    </PublicLayout>
  )
}

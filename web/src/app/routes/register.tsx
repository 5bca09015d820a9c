import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PublicLayout } from '../../components/layout/public-layout.tsx'
import type { SignedInState } from '../../features/accounts/auth-state.ts'
import { AuthCard } from '../../features/accounts/components/auth-card.tsx'
import { FederatedButtons } from '../../features/accounts/components/federated-buttons.tsx'
import { FederatedError } from '../../features/accounts/components/federated-error.tsx'
import { RegisterForm } from '../../features/accounts/components/register-form.tsx'
import { useDocumentTitle } from '../../lib/use-document-title.ts'

/**
 * /register (docs/product-spec.md §2 "Register page"): creates the account, which signs the owner in, then
 * the dashboard.
 */
export function RegisterRoute() {
  const { t } = useTranslation()
  useDocumentTitle(t('accounts.register.heading'))
  const navigate = useNavigate()

  return (
    <PublicLayout>
      <AuthCard heading={t('accounts.register.heading')} subtitle={t('accounts.register.subtitle')} isWide>
        <FederatedError purpose="register" />
        <RegisterForm
          onRegistered={() => {
            const state: SignedInState = { fromLogin: true }
            void navigate('/dashboard', { replace: true, state })
          }}
          extra={<FederatedButtons callbackURL="/dashboard" errorPage="register" />}
        />
      </AuthCard>
    </PublicLayout>
  )
}

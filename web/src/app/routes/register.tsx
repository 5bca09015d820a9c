import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { PublicLayout } from '../../components/layout/public-layout.tsx'
import { readLoginState, type SignedInState } from '../../features/accounts/auth-state.ts'
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
  // Where the visitor was headed (an invitation's page), else the dashboard.
  const { redirectAfterAuth } = readLoginState(useLocation().state)

  return (
    <PublicLayout>
      <AuthCard heading={t('accounts.register.heading')} subtitle={t('accounts.register.subtitle')} isWide>
        <FederatedError purpose="register" />
        <RegisterForm
          onRegistered={() => {
            const state: SignedInState = { fromLogin: true }
            void navigate(redirectAfterAuth, { replace: true, state })
          }}
          extra={<FederatedButtons callbackURL={redirectAfterAuth} errorPage="register" />}
        />
      </AuthCard>
    </PublicLayout>
  )
}

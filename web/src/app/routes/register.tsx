import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PublicLayout } from '../../components/layout/public-layout.tsx'
import type { SignedInState } from '../../features/auth/auth-state.ts'
import { AuthCard } from '../../features/auth/components/auth-card.tsx'
import { FederatedButtons } from '../../features/auth/components/federated-buttons.tsx'
import { FederatedError } from '../../features/auth/components/federated-error.tsx'
import { RegisterForm } from '../../features/auth/components/register-form.tsx'
import { useDocumentTitle } from '../../lib/use-document-title.ts'

/** /register (spec §2 "Register page"): creates the account, which signs the owner in, then the dashboard. */
export function RegisterRoute() {
  const { t } = useTranslation()
  useDocumentTitle(t('auth.register.heading'))
  const navigate = useNavigate()

  return (
    <PublicLayout>
      <AuthCard heading={t('auth.register.heading')} subtitle={t('auth.register.subtitle')} isWide>
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

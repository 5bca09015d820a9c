import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { PublicLayout } from '../../components/layout/public-layout.tsx'
import { readLoginState, type SignedInState } from '../../features/auth/auth-state.ts'
import { AuthCard } from '../../features/auth/components/auth-card.tsx'
import { LoginForm } from '../../features/auth/components/login-form.tsx'
import { useDocumentTitle } from '../../lib/use-document-title.ts'

/** /login (spec §2 "Login page"): signs in, then goes where the visitor was headed, /dashboard by default. */
export function LoginRoute() {
  const { t } = useTranslation()
  useDocumentTitle(t('auth.login.heading'))
  const navigate = useNavigate()
  const { redirectAfterAuth, menuProcessed } = readLoginState(useLocation().state)

  return (
    <PublicLayout>
      <AuthCard heading={t('auth.login.heading')} subtitle={t('auth.login.subtitle')}>
        <LoginForm
          onLoggedIn={() => {
            const state: SignedInState = { fromLogin: true, menuProcessed }
            // Replacing the login entry: going back from the dashboard should not show the form again.
            void navigate(redirectAfterAuth, { replace: true, state })
          }}
        />
      </AuthCard>
    </PublicLayout>
  )
}

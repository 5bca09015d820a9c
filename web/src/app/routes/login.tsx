import { CircleCheck, Mail } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { PublicLayout } from '../../components/layout/public-layout.tsx'
import { Button } from '../../components/ui/button.tsx'
import { readLoginState, type SignedInState } from '../../features/accounts/auth-state.ts'
import { AuthCard } from '../../features/accounts/components/auth-card.tsx'
import { FederatedButtons } from '../../features/accounts/components/federated-buttons.tsx'
import { FederatedError } from '../../features/accounts/components/federated-error.tsx'
import { LoginForm } from '../../features/accounts/components/login-form.tsx'
import { SignInDialog } from '../../features/accounts/components/sign-in-dialog.tsx'
import { TwoFactorStep } from '../../features/accounts/components/two-factor-step.tsx'
import { useDocumentTitle } from '../../lib/use-document-title.ts'

/**
 * /login (docs/product-spec.md §2 "Login page"): signs in, then goes where the visitor was headed, /dashboard
 * by default.
 */
export function LoginRoute() {
  const { t } = useTranslation()
  useDocumentTitle(t('accounts.login.heading'))
  const navigate = useNavigate()
  const { redirectAfterAuth, menuProcessed, passwordUpdated, email } = readLoginState(useLocation().state)
  const [isCodeDialogOpen, setIsCodeDialogOpen] = useState(false)
  // Google or OIDC came back with two-factor on (decision 042): no session until the app's code is typed.
  const [search, setSearch] = useSearchParams()
  const isSecondFactorAsked = search.get('dosPasos') === '1'
  const goOn = () => {
    const state: SignedInState = { fromLogin: true, menuProcessed }
    // Replacing the login entry: going back from the dashboard should not show the form again.
    void navigate(redirectAfterAuth, { replace: true, state })
  }

  if (isSecondFactorAsked)
    return (
      <PublicLayout>
        <AuthCard heading={t('security.signIn.title')} subtitle={t('accounts.login.subtitle')}>
          <TwoFactorStep
            intro={t('security.signIn.federated')}
            onSignedIn={goOn}
            onCancel={() => setSearch({}, { replace: true })}
          />
        </AuthCard>
      </PublicLayout>
    )
  return (
    <PublicLayout>
      <AuthCard heading={t('accounts.login.heading')} subtitle={t('accounts.login.subtitle')}>
        <FederatedError purpose="login" />
        {passwordUpdated ? (
          <p
            role="status"
            className="mb-5 flex items-start gap-2.5 rounded-xl border border-emerald-200 bg-emerald-50 px-3.5 py-3 text-emerald-900 text-sm"
          >
            <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t('accounts.login.passwordUpdated')}
          </p>
        ) : null}
        <LoginForm
          defaultEmail={email}
          onLoggedIn={goOn}
          extra={
            <>
              <FederatedButtons callbackURL={redirectAfterAuth} errorPage="login" />
              <Button variant="ghost" size="lg" className="w-full" onClick={() => setIsCodeDialogOpen(true)}>
                <Mail aria-hidden />
                {t('accounts.login.withCode')}
              </Button>
            </>
          }
        />
      </AuthCard>
      <SignInDialog
        open={isCodeDialogOpen}
        onOpenChange={setIsCodeDialogOpen}
        redirectAfterAuth={redirectAfterAuth}
        menuProcessed={menuProcessed}
      />
    </PublicLayout>
  )
}

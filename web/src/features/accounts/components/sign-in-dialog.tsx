import { clsx } from 'clsx'
import { ArrowLeft, CircleCheck } from 'lucide-react'
import { Dialog as RadixDialog } from 'radix-ui'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { Me } from '#domain/accounts/account.schema.ts'
import { maskPhone } from '#domain/accounts/countries.ts'
import { useAuthProviders } from '../api/get-auth-providers.ts'
import type { SignedInState } from '../auth-state.ts'
import { focusFirstField, useFocusOnChange } from '../use-focus-on-change.ts'
import { type CodeSignInDraft, CodeSignInForm, DIALOG_COUNTRIES } from './code-sign-in-form.tsx'
import { FederatedButtons } from './federated-buttons.tsx'
import { emptyRecoverDraft, type RecoverDraft, RecoverForm } from './recover-form.tsx'
import { RegisterForm } from './register-form.tsx'
import { linkClasses } from './text-link.tsx'
import { type VerifyOrigin, type VerifyStep, VerifyView } from './verify-view.tsx'

/** The dialog's four views (docs/product-spec.md §2 "Sign-in dialog"). */
export type SignInView = 'login' | 'register' | 'recover' | 'verify'

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  initialView?: Exclude<SignInView, 'verify'>
  /** Where a signed-in person goes; the dashboard by default. */
  redirectAfterAuth?: string
  /** Whether a menu was processed before signing in (the upload flow): the dashboard then says so. */
  menuProcessed?: boolean
}

/**
 * The end-user sign-in dialog (docs/product-spec.md §2 "Sign-in dialog", §4, DESIGN.md §5): login by emailed
 * code, register, recover, and verify, where the code is typed. The top-left button closes it, except in
 * verify, where it goes back to the view that asked for the code. Escape and a click outside close it too.
 */
export function SignInDialog({ open, onOpenChange, initialView = 'login', ...destination }: Props) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px] motion-safe:data-[state=open]:animate-fade-in motion-safe:data-[state=closed]:animate-fade-out" />
        {/* Mounted only while open: every opening starts afresh at `initialView`. */}
        <SignInDialogContent initialView={initialView} onClose={() => onOpenChange(false)} {...destination} />
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

type ContentProps = Omit<Props, 'open' | 'onOpenChange' | 'initialView'> & {
  initialView: Exclude<SignInView, 'verify'>
  onClose: () => void
}

function SignInDialogContent({
  initialView,
  onClose,
  redirectAfterAuth = '/dashboard',
  menuProcessed = false,
}: ContentProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const supportEmail = useAuthProviders().data?.supportEmail
  const [view, setView] = useState<SignInView>(initialView)
  const [verify, setVerify] = useState<VerifyOrigin | null>(null)
  const [verifyStep, setVerifyStep] = useState<VerifyStep>('code')
  const [loginDraft, setLoginDraft] = useState<CodeSignInDraft>({
    name: '',
    email: '',
    countryCode: DIALOG_COUNTRIES[0],
    phone: '',
  })
  const [recoverDraft, setRecoverDraft] = useState<RecoverDraft>(emptyRecoverDraft)
  const [resetEmail, setResetEmail] = useState<string | null>(null)
  const body = useRef<HTMLDivElement>(null)
  // Opened without a Radix trigger, the dialog would drop focus on close: it goes back to what opened it.
  const [opener] = useState(() => document.activeElement)
  useFocusOnChange(body, `${view}-${verifyStep}`)

  const signedIn = (_user: Me) => {
    onClose()
    const state: SignedInState = { fromLogin: true, menuProcessed }
    void navigate(redirectAfterAuth, { state })
  }
  const goBack = () => {
    if (view === 'verify' && verify) {
      setView(verify.from)
      setVerifyStep('code')
    } else onClose()
  }
  const title = {
    login: t('accounts.dialog.loginTitle'),
    register: t('accounts.dialog.registerTitle'),
    recover: t('accounts.dialog.recoverTitle'),
    verify: {
      code: t('accounts.dialog.verifyTitle'),
      password: t('accounts.dialog.newPasswordTitle'),
      twoFactor: t('security.signIn.title'),
    }[verifyStep],
  }[view]
  const isVerify = view === 'verify'

  return (
    <RadixDialog.Content
      aria-describedby={undefined}
      // Focus goes to the view's first field rather than to the back button.
      onOpenAutoFocus={(event) => {
        event.preventDefault()
        focusFirstField(body.current)
      }}
      onCloseAutoFocus={(event) => {
        event.preventDefault()
        if (opener instanceof HTMLElement) opener.focus()
      }}
      className={clsx(
        'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
        'rounded-2xl bg-white px-5 pt-4 pb-6 shadow-2xl shadow-stone-950/20 sm:px-7 motion-safe:data-[state=open]:animate-pop-in',
      )}
    >
      <button
        type="button"
        onClick={goBack}
        aria-label={isVerify ? t('accounts.dialog.back') : t('accounts.dialog.close')}
        className="-ml-2 inline-flex size-10 items-center justify-center rounded-xl text-stone-600 hover:bg-stone-900/5 hover:text-stone-900"
      >
        <ArrowLeft aria-hidden className="size-5" />
      </button>
      <RadixDialog.Title className="mt-2 font-semibold text-2xl text-stone-900 tracking-tight">
        {title}
      </RadixDialog.Title>
      <div ref={body} className="mt-4">
        {view === 'login' ? (
          <div className="space-y-5">
            {resetEmail ? (
              <div
                role="status"
                className="flex items-start gap-2.5 rounded-xl border border-emerald-200 bg-emerald-50 px-3.5 py-3 text-emerald-900 text-sm"
              >
                <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
                <p>
                  {t('accounts.dialog.passwordUpdated')}{' '}
                  <button
                    type="button"
                    className="font-medium underline"
                    onClick={() => {
                      onClose()
                      void navigate('/login', { state: { passwordUpdated: true, email: resetEmail } })
                    }}
                  >
                    {t('accounts.dialog.loginWithPassword')}
                  </button>
                </p>
              </div>
            ) : null}
            <p className="text-stone-600">{t('accounts.dialog.loginIntro')}</p>
            <CodeSignInForm
              draft={loginDraft}
              onSent={(details) => {
                setLoginDraft({ ...details, phone: maskPhone(details.countryCode, details.phone) })
                setVerify({ from: 'login', details })
                setVerifyStep('code')
                setView('verify')
              }}
            />
            <FederatedButtons callbackURL={redirectAfterAuth} errorPage="login" />
            <div className="space-y-2 text-center text-sm text-stone-600">
              <p>
                {t('accounts.dialog.noAccount')}{' '}
                <button type="button" className={linkClasses} onClick={() => setView('register')}>
                  {t('accounts.dialog.register')}
                </button>
              </p>
              <p>
                <button type="button" className={linkClasses} onClick={() => setView('recover')}>
                  {t('accounts.dialog.forgotPassword')}
                </button>
              </p>
              {supportEmail ? (
                <p>
                  {t('accounts.dialog.support')}{' '}
                  <a href={`mailto:${supportEmail}`} className={linkClasses}>
                    {supportEmail}
                  </a>
                </p>
              ) : null}
            </div>
          </div>
        ) : view === 'register' ? (
          <RegisterForm
            onRegistered={signedIn}
            submitLabel={t('accounts.dialog.start')}
            footer={
              <p className="text-center text-sm text-stone-600">
                {t('accounts.dialog.hasAccount')}{' '}
                <button type="button" className={linkClasses} onClick={() => setView('login')}>
                  {t('accounts.dialog.login')}
                </button>
              </p>
            }
          />
        ) : view === 'recover' ? (
          <div className="space-y-5">
            <p className="text-stone-600">{t('accounts.dialog.recoverIntro')}</p>
            <RecoverForm
              draft={recoverDraft}
              countries={DIALOG_COUNTRIES}
              submitLabel={t('accounts.dialog.start')}
              onSent={(sent) => {
                setRecoverDraft(sent)
                setVerify({ from: 'recover', email: sent.email })
                setVerifyStep('code')
                setView('verify')
              }}
            >
              <p className="text-center text-sm">
                <button type="button" className={linkClasses} onClick={() => setView('login')}>
                  {t('accounts.dialog.backToLogin')}
                </button>
              </p>
            </RecoverForm>
          </div>
        ) : verify ? (
          <VerifyView
            origin={verify}
            step={verifyStep}
            onStepChange={setVerifyStep}
            onCancel={goBack}
            onSignedIn={signedIn}
            onPasswordReset={(email) => {
              setResetEmail(email)
              setLoginDraft((draft) => ({ ...draft, email }))
              setVerifyStep('code')
              setView('login')
            }}
          />
        ) : null}
      </div>
    </RadixDialog.Content>
  )
}

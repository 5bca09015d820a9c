import { useState } from 'react'
import type { Me } from '#domain/accounts/account.schema.ts'
import { checkRecoveryCode } from '../api/check-recovery-code.ts'
import { requestRecoveryCode } from '../api/request-recovery-code.ts'
import { type CodeSignIn, requestSignInCode } from '../api/request-sign-in-code.ts'
import { useSignInWithCode } from '../api/sign-in-with-code.ts'
import type { CodeFailure } from '../failures.ts'
import { CodeStep } from './code-step.tsx'
import { NewPasswordForm } from './new-password-form.tsx'
import { TwoFactorStep } from './two-factor-step.tsx'

/** Verify's steps: the e-mailed code, recovery's new password, or the app's code when two-factor is on. */
export type VerifyStep = 'code' | 'password' | 'twoFactor'

/** The view that opened verify, with what it sent the code for. */
export type VerifyOrigin = { from: 'login'; details: CodeSignIn } | { from: 'recover'; email: string }

type Props = {
  origin: VerifyOrigin
  /** Recovery asks for the new password in this same view once the code is right. */
  step: VerifyStep
  onStepChange: (step: VerifyStep) => void
  onCancel: () => void
  onSignedIn: (user: Me) => void
  onPasswordReset: (email: string) => void
}

/**
 * The dialog's verify view (docs/product-spec.md §2 "Sign-in dialog" 4): the code for signing in, which signs
 * in (creating the account if the email is new), or the recovery code, which then asks for the new password.
 */
export function VerifyView({ origin, step, onStepChange, onCancel, onSignedIn, onPasswordReset }: Props) {
  const signIn = useSignInWithCode()
  const [code, setCode] = useState('')
  const [failure, setFailure] = useState<CodeFailure | null>(null)
  // With two-factor on, the e-mailed code opens no session: the app's code comes next (decision 042).
  if (origin.from === 'login' && step === 'twoFactor') {
    return <TwoFactorStep onSignedIn={onSignedIn} onCancel={onCancel} />
  }
  if (origin.from === 'login') {
    return (
      <CodeStep
        email={origin.details.email}
        onVerify={async (typed) => {
          const result = await signIn.mutateAsync({ ...origin.details, code: typed })
          if ('user' in result) onSignedIn(result.user)
          else onStepChange('twoFactor')
        }}
        onResend={() => requestSignInCode(origin.details)}
        onCancel={onCancel}
      />
    )
  }
  if (step === 'password') {
    return (
      <NewPasswordForm
        email={origin.email}
        code={code}
        onReset={onPasswordReset}
        onCodeRejected={(rejected) => {
          setFailure(rejected)
          onStepChange('code')
        }}
      />
    )
  }
  return (
    <CodeStep
      email={origin.email}
      initialFailure={failure}
      onVerify={async (typed) => {
        await checkRecoveryCode({ email: origin.email, code: typed })
        setCode(typed)
        setFailure(null)
        onStepChange('password')
      }}
      onResend={() => requestRecoveryCode(origin.email)}
      onCancel={onCancel}
    />
  )
}

import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { checkRecoveryCode } from '../api/check-recovery-code.ts'
import { requestRecoveryCode } from '../api/request-recovery-code.ts'
import type { CodeFailure } from '../failures.ts'
import { useFocusOnChange } from '../use-focus-on-change.ts'
import { AuthCard } from './auth-card.tsx'
import { CodeStep } from './code-step.tsx'
import { NewPasswordForm } from './new-password-form.tsx'
import { emptyRecoverDraft, type RecoverDraft, RecoverForm } from './recover-form.tsx'
import { TextLink } from './text-link.tsx'

type Step = { name: 'form' } | { name: 'code'; failure?: CodeFailure } | { name: 'password'; code: string }

/**
 * /recover's steps (docs/product-spec.md §2 "Recover page", §4 "Authentication"): the email and phone, then
 * the code (Cancelar returns to the form, keeping what was typed), then the new password; `onReset` once it
 * is set.
 */
export function RecoverFlow({ onReset }: { onReset: (email: string) => void }) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState<RecoverDraft>(emptyRecoverDraft)
  const [step, setStep] = useState<Step>({ name: 'form' })
  const content = useRef<HTMLDivElement>(null)
  useFocusOnChange(content, step.name)

  const subtitle = {
    form: t('accounts.recover.formSubtitle'),
    code: t('accounts.recover.codeSubtitle'),
    password: t('accounts.recover.passwordSubtitle'),
  }[step.name]

  return (
    <AuthCard heading={t('accounts.recover.heading')} subtitle={subtitle}>
      <div ref={content}>
        {step.name === 'form' ? (
          <RecoverForm
            draft={draft}
            onSent={(sent) => {
              setDraft(sent)
              setStep({ name: 'code' })
            }}
          >
            <p className="text-center text-sm">
              <TextLink to="/login">{t('accounts.recover.backToLogin')}</TextLink>
            </p>
          </RecoverForm>
        ) : step.name === 'code' ? (
          <CodeStep
            email={draft.email}
            initialFailure={step.failure}
            onVerify={async (code) => {
              await checkRecoveryCode({ email: draft.email, code })
              setStep({ name: 'password', code })
            }}
            onResend={() => requestRecoveryCode(draft.email)}
            onCancel={() => setStep({ name: 'form' })}
          />
        ) : (
          <NewPasswordForm
            email={draft.email}
            code={step.code}
            onReset={onReset}
            onCodeRejected={(failure) => setStep({ name: 'code', failure })}
          />
        )}
      </div>
    </AuthCard>
  )
}

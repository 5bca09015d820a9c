import { type FormEvent, useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { CodeSchema } from '#domain/accounts/account.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { CodeBoxes } from '../../../entities/account/components/code-boxes.tsx'
import { type CodeFailure, describeCodeFailure, describeSendCodeFailure } from '../failures.ts'
import { FailureAlert, useFailureAlert } from './failure-alert.tsx'
import { SubmitButton } from './submit-button.tsx'

type Props = {
  /** Where the code went, said on screen. */
  email: string
  /** Uses the code; throws the server's error when it is wrong, expired or locked. */
  onVerify: (code: string) => Promise<void>
  /** Emails a new code. */
  onResend: () => Promise<void>
  /** Back to the step that asked for the code. */
  onCancel: () => void
  /** A failure to show on arrival: a later step found the code no longer works. */
  initialFailure?: CodeFailure | null
}

/**
 * The code screen (docs/product-spec.md §2 "Recover page", "Sign-in dialog" verify view): where the code
 * went, four boxes, a resend link, Cancelar and Verificar. A locked or expired code offers a new one instead
 * of Verificar.
 */
export function CodeStep({ email, onVerify, onResend, onCancel, initialFailure = null }: Props) {
  const { t } = useTranslation()
  const alert = useFailureAlert(initialFailure)
  const { id: alertId, failure, setFailure } = alert
  const [code, setCode] = useState('')
  const [isVerifying, setIsVerifying] = useState(false)
  const [isResending, setIsResending] = useState(false)
  const [hasResent, setHasResent] = useState(false)

  const focusFirstBox = () => document.getElementById(`${alertId}-boxes`)?.querySelector('input')?.focus()

  const verify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    event.stopPropagation()
    setHasResent(false)
    if (!CodeSchema.safeParse(code).success) {
      setFailure({ key: 'accounts.errors.codeIncomplete' })
      return
    }
    setFailure(null)
    setIsVerifying(true)
    try {
      await onVerify(code)
    } catch (error) {
      setFailure(describeCodeFailure(error))
      setIsVerifying(false)
    }
  }

  const resend = async () => {
    setFailure(null)
    setHasResent(false)
    setIsResending(true)
    try {
      await onResend()
      setCode('')
      setHasResent(true)
      focusFirstBox()
    } catch (error) {
      setFailure(describeSendCodeFailure(error))
    } finally {
      setIsResending(false)
    }
  }

  const needsNewCode = failure?.needsNewCode === true
  return (
    <form noValidate onSubmit={verify} className="space-y-5">
      <p className="text-stone-700">
        <Trans
          i18nKey="accounts.code.sentTo"
          values={{ email }}
          components={{ email: <strong className="break-all font-semibold text-stone-900" /> }}
        />
      </p>
      <FailureAlert id={alertId} ref={alert.ref} message={alert.message} />
      <div id={`${alertId}-boxes`}>
        <CodeBoxes
          value={code}
          onChange={setCode}
          isInvalid={Boolean(failure) && !needsNewCode}
          describedBy={failure ? alertId : undefined}
          disabled={isVerifying || needsNewCode}
        />
      </div>
      <div className="space-y-1 text-center text-sm">
        <p className="text-stone-600">
          {t('accounts.code.noCode')}{' '}
          <button
            type="button"
            onClick={resend}
            disabled={isResending}
            className="rounded font-medium text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline disabled:text-stone-500"
          >
            {isResending ? t('accounts.code.resending') : t('accounts.code.resend')}
          </button>
        </p>
        {/* Always present, so that screen readers hear it when the text appears. */}
        <p role="status" className="min-h-5 font-medium text-emerald-800">
          {hasResent ? t('accounts.code.resent') : ''}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" size="lg" onClick={onCancel}>
          {t('accounts.code.cancel')}
        </Button>
        {needsNewCode ? (
          <Button size="lg" onClick={resend} disabled={isResending}>
            {t('accounts.code.newCode')}
          </Button>
        ) : (
          <SubmitButton isBusy={isVerifying} busyLabel={t('accounts.code.verifying')}>
            {t('accounts.code.verify')}
          </SubmitButton>
        )}
      </div>
    </form>
  )
}

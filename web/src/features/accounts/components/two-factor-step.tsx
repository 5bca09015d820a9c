import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Me } from '#domain/accounts/account.schema.ts'
import { BackupCodeSchema, TotpCodeSchema } from '#domain/security/security.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/form-field.tsx'
import type { MessageKey } from '../../../lib/i18n.ts'
import { useVerifyTwoFactor } from '../api/verify-two-factor.ts'
import { describeTwoFactorFailure } from '../failures.ts'
import { SubmitButton } from './submit-button.tsx'
import { linkClasses } from './text-link.tsx'

type Props = {
  onSignedIn: (user: Me) => void
  /** Back to the first step; absent where there is none to go back to (after Google or OIDC). */
  onCancel?: () => void
  /** A line above the field, in place of the usual one (after Google or OIDC, why the code is asked). */
  intro?: string
}

/**
 * The second step of signing in with two-factor on, after any first factor (decision 042): the 6-digit code
 * from the authenticator app, or, through "Usar un código de respaldo", one of the single-use backup codes.
 */
export function TwoFactorStep({ onSignedIn, onCancel, intro }: Props) {
  const { t } = useTranslation()
  const verify = useVerifyTwoFactor()
  const field = useRef<HTMLInputElement>(null)
  const [mode, setMode] = useState<'app' | 'backup'>('app')
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | undefined>()
  const isBackup = mode === 'backup'

  // The step replaces the form that asked for the first factor: focus goes where the code is typed.
  useEffect(() => field.current?.focus(), [])

  const switchMode = () => {
    setMode(isBackup ? 'app' : 'backup')
    setValue('')
    setError(undefined)
    // The field is the same element with a new label: focus stays where the person types.
    field.current?.focus()
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    event.stopPropagation()
    const parsed = (isBackup ? BackupCodeSchema : TotpCodeSchema).safeParse(value)
    if (!parsed.success) {
      setError(t((parsed.error.issues[0]?.message ?? 'security.errors.required') as MessageKey))
      field.current?.focus()
      return
    }
    setError(undefined)
    try {
      const user = await verify.mutateAsync(isBackup ? { backupCode: parsed.data } : { code: parsed.data })
      onSignedIn(user)
    } catch (failure) {
      const said = describeTwoFactorFailure(failure)
      setError('key' in said ? t(said.key) : said.text)
      field.current?.focus()
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <p className="text-stone-700">
        {isBackup ? t('security.signIn.backupIntro') : (intro ?? t('security.signIn.intro'))}
      </p>
      <TextField
        ref={field}
        label={isBackup ? t('security.signIn.backupLabel') : t('security.signIn.codeLabel')}
        inputMode={isBackup ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        required
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error}
        data-first-field
      />
      <p className="text-sm">
        <button type="button" className={linkClasses} onClick={switchMode}>
          {isBackup ? t('security.signIn.useApp') : t('security.signIn.useBackup')}
        </button>
      </p>
      <div className={onCancel ? 'grid grid-cols-2 gap-3' : undefined}>
        {onCancel ? (
          <Button variant="secondary" size="lg" onClick={onCancel}>
            {t('security.signIn.cancel')}
          </Button>
        ) : null}
        <SubmitButton
          isBusy={verify.isPending}
          busyLabel={t('security.signIn.submitting')}
          className={onCancel ? undefined : 'w-full'}
        >
          {t('security.signIn.submit')}
        </SubmitButton>
      </div>
    </form>
  )
}

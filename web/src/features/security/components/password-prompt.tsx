import { type FormEvent, type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SECURITY_MESSAGES } from '#domain/security/security.schema.ts'
import { TextField } from '../../../components/ui/form-field.tsx'
import { describeSecurityFailure } from '../failures.ts'
import { useMessage } from '../use-message.ts'
import { PendingButton } from './pending-button.tsx'

type Props = {
  /** Uses the password; throws the server's refusal, said at the field. */
  onSubmit: (password: string) => Promise<void>
  submitLabel: string
  isDanger?: boolean
  /** What sits between the field and the button (a typed confirmation). */
  children?: ReactNode
  /** Whether the button may be pressed besides a typed password. */
  canSubmit?: boolean
  /** The buttons beside the submit one (Cancelar). */
  actions?: ReactNode
}

/** A step that asks the account's password again before a change that needs it. */
export function PasswordPrompt({
  onSubmit,
  submitLabel,
  isDanger,
  children,
  canSubmit = true,
  actions,
}: Props) {
  const { t } = useTranslation()
  const say = useMessage()
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [isPending, setIsPending] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The dialog sits in a portal: its submit must not reach a form of the page.
    event.stopPropagation()
    if (password === '') {
      setError(say(SECURITY_MESSAGES.required))
      return
    }
    setError(undefined)
    setIsPending(true)
    try {
      await onSubmit(password)
    } catch (failure) {
      setError(say(describeSecurityFailure(failure)))
    } finally {
      setIsPending(false)
    }
  }

  return (
    <form noValidate onSubmit={submit} className="mt-5 space-y-4">
      <TextField
        type="password"
        autoComplete="current-password"
        required
        label={t('security.fields.password')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={error}
        data-autofocus
      />
      {children}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {actions}
        <PendingButton type="submit" isPending={isPending} isDanger={isDanger} disabled={!canSubmit}>
          {submitLabel}
        </PendingButton>
      </div>
    </form>
  )
}

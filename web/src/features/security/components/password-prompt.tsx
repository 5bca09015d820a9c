import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { SECURITY_MESSAGES } from '#domain/security/security.schema.ts'
import { TextField } from '../../../components/ui/form-field.tsx'
import { type Checked, ConfirmStepActions, useConfirmStep } from './confirm-step.tsx'

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

const checkPassword = (password: string): Checked =>
  password === ''
    ? { isValid: false, message: SECURITY_MESSAGES.required }
    : { isValid: true, value: password }

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
  const step = useConfirmStep(checkPassword, onSubmit)

  return (
    <form noValidate onSubmit={step.submit} className="mt-5 space-y-4">
      <TextField
        type="password"
        autoComplete="current-password"
        required
        label={t('security.fields.password')}
        value={step.typed}
        onChange={(event) => step.setTyped(event.target.value)}
        error={step.error}
        data-autofocus
      />
      {children}
      <ConfirmStepActions
        actions={actions}
        isPending={step.isPending}
        isDanger={isDanger}
        canSubmit={canSubmit}
      >
        {submitLabel}
      </ConfirmStepActions>
    </form>
  )
}

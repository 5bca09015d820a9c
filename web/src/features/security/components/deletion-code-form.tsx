import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { CodeSchema } from '#domain/accounts/account.schema.ts'
import { TextField } from '../../../components/ui/form-field.tsx'
import { useRequestDeletionCode } from '../api/account-data.ts'
import { describeSecurityFailure } from '../failures.ts'
import { useMessage } from '../use-message.ts'
import { type Checked, ConfirmStepActions, useConfirmStep } from './confirm-step.tsx'
import { PendingButton } from './pending-button.tsx'
import { SuccessNote } from './success-note.tsx'

type Props = {
  onSubmit: (code: string) => Promise<void>
  canSubmit: boolean
  /** The typed confirmation field. */
  confirmation: ReactNode
  actions: ReactNode
}

function checkCode(code: string): Checked {
  const parsed = CodeSchema.safeParse(code)
  return parsed.success
    ? { isValid: true, value: parsed.data }
    : { isValid: false, message: parsed.error.issues[0]?.message }
}

/** For an account without a password: a code mailed to its address confirms the deletion. */
export function DeletionCodeForm({ onSubmit, canSubmit, confirmation, actions }: Props) {
  const { t } = useTranslation()
  const say = useMessage()
  const sendCode = useRequestDeletionCode()
  const step = useConfirmStep(checkCode, onSubmit)

  return (
    <form noValidate onSubmit={step.submit} className="mt-5 space-y-4">
      {confirmation}
      <div className="flex flex-wrap items-center gap-3">
        <PendingButton variant="secondary" isPending={sendCode.isPending} onClick={() => sendCode.mutate()}>
          {sendCode.isSuccess ? t('security.deletion.resendCode') : t('security.deletion.sendCode')}
        </PendingButton>
        <SuccessNote>{sendCode.isSuccess ? t('security.deletion.codeSent') : ''}</SuccessNote>
      </div>
      {sendCode.isError ? (
        <p className="text-red-700 text-sm">{say(describeSecurityFailure(sendCode.error))}</p>
      ) : null}
      <TextField
        label={t('security.deletion.codeLabel')}
        autoComplete="one-time-code"
        required
        value={step.typed}
        onChange={(event) => step.setTyped(event.target.value)}
        error={step.error}
      />
      <ConfirmStepActions actions={actions} isPending={step.isPending} isDanger canSubmit={canSubmit}>
        {t('security.deletion.confirm')}
      </ConfirmStepActions>
    </form>
  )
}

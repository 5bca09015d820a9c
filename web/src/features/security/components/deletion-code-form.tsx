import { type FormEvent, type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CodeSchema } from '#domain/accounts/account.schema.ts'
import { TextField } from '../../../components/ui/form-field.tsx'
import { useRequestDeletionCode } from '../api/account-data.ts'
import { describeSecurityFailure } from '../failures.ts'
import { useMessage } from '../use-message.ts'
import { PendingButton } from './pending-button.tsx'
import { SuccessNote } from './success-note.tsx'

type Props = {
  onSubmit: (code: string) => Promise<void>
  canSubmit: boolean
  /** The typed confirmation field. */
  confirmation: ReactNode
  actions: ReactNode
}

/** For an account without a password: a code mailed to its address confirms the deletion. */
export function DeletionCodeForm({ onSubmit, canSubmit, confirmation, actions }: Props) {
  const { t } = useTranslation()
  const say = useMessage()
  const sendCode = useRequestDeletionCode()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [isPending, setIsPending] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    event.stopPropagation()
    const parsed = CodeSchema.safeParse(code)
    if (!parsed.success) {
      setError(say(parsed.error.issues[0]?.message))
      return
    }
    setError(undefined)
    setIsPending(true)
    try {
      await onSubmit(parsed.data)
    } catch (failure) {
      setError(say(describeSecurityFailure(failure)))
    } finally {
      setIsPending(false)
    }
  }

  return (
    <form noValidate onSubmit={submit} className="mt-5 space-y-4">
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
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {actions}
        <PendingButton type="submit" isPending={isPending} isDanger disabled={!canSubmit}>
          {t('security.deletion.confirm')}
        </PendingButton>
      </div>
    </form>
  )
}

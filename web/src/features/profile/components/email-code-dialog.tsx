import { LoaderCircle } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { CodeSchema } from '#domain/accounts/account.schema.ts'
import type { Profile } from '#domain/profile/profile.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { CodeBoxes } from '../../../entities/account/components/code-boxes.tsx'
import { ApiError } from '../../../lib/api.ts'
import { i18n, type MessageKey } from '../../../lib/i18n.ts'
import { useConfirmEmailChange, useRequestEmailChange } from '../api/email-change.ts'

type Props = {
  /** The new address the code went to, or null when the dialog is closed. */
  email: string | null
  onClose: () => void
  onConfirmed: (profile: Profile) => void
}

// The server's own words (in the request's language) for a wrong, expired or locked code and rate limiting.
const codeRefusals = new Set(['code_invalid', 'code_expired', 'code_locked'])

function describeFailure(error: unknown, fallback: string): string {
  // A wrong code comes back at the `code` field, as a key of our own files.
  const fieldKey = error instanceof ApiError ? error.fields?.code?.[0] : undefined
  if (fieldKey && i18n.exists(fieldKey)) return i18n.t(fieldKey as MessageKey)
  if (error instanceof ApiError && (codeRefusals.has(error.code) || error.status === 429))
    return error.message
  return fallback
}

/**
 * The code step of an e-mail change (decision 041): where the code went, the four boxes of sign-up, a resend
 * link, Cancelar and Verificar. The address changes only when the code is accepted; closing keeps the old one.
 */
export function EmailCodeDialog({ email, onClose, onConfirmed }: Props) {
  const { t } = useTranslation()
  return (
    <Dialog open={email !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {email !== null ? (
        <DialogContent title={t('profile.emailChange.title')} className="max-w-md">
          <CodeForm email={email} onClose={onClose} onConfirmed={onConfirmed} />
        </DialogContent>
      ) : null}
    </Dialog>
  )
}

function CodeForm({ email, onClose, onConfirmed }: Props & { email: string }) {
  const { t } = useTranslation()
  const alertId = useId()
  const [code, setCode] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const confirm = useConfirmEmailChange()
  const resend = useRequestEmailChange()

  const verify = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The dialog is portalled, but React still bubbles its submit to the profile form around it.
    event.stopPropagation()
    resend.reset()
    if (!CodeSchema.safeParse(code).success) {
      setFailure(t('accounts.errors.codeIncomplete'))
      return
    }
    setFailure(null)
    confirm.mutate(code, {
      onSuccess: onConfirmed,
      onError: (error) => setFailure(describeFailure(error, t('profile.emailChange.failed'))),
    })
  }

  const sendAgain = () => {
    setFailure(null)
    resend.mutate(email, {
      onSuccess: () => setCode(''),
      onError: (error) => setFailure(describeFailure(error, t('profile.emailChange.resendFailed'))),
    })
  }

  return (
    <form noValidate onSubmit={verify} className="mt-3 space-y-5">
      <p className="text-sm text-stone-700">
        <Trans
          i18nKey="profile.emailChange.sentTo"
          values={{ email }}
          components={{ email: <strong className="break-all font-semibold text-stone-900" /> }}
        />
      </p>
      {failure ? <FormAlert id={alertId}>{failure}</FormAlert> : null}
      <CodeBoxes
        value={code}
        onChange={setCode}
        isInvalid={failure !== null}
        describedBy={failure ? alertId : undefined}
        disabled={confirm.isPending}
        autoFocus
      />
      <div className="space-y-1 text-center text-sm">
        <p className="text-stone-600">
          {t('accounts.code.noCode')}{' '}
          <button
            type="button"
            onClick={sendAgain}
            disabled={resend.isPending}
            className="rounded font-medium text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline disabled:text-stone-500"
          >
            {resend.isPending ? t('accounts.code.resending') : t('accounts.code.resend')}
          </button>
        </p>
        <p role="status" className="min-h-5 font-medium text-emerald-800">
          {resend.isSuccess ? t('accounts.code.resent') : ''}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t('profile.cancel')}
        </Button>
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : null}
          {t('profile.emailChange.verify')}
        </Button>
      </div>
    </form>
  )
}

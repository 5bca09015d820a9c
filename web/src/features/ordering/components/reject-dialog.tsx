import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { DialogClose, DialogContent } from '../../../components/ui/dialog.tsx'
import { TextField } from '../../../components/ui/form-field.tsx'

/** The reasons a kitchen gives most, each a start the cook may edit. */
const QUICK_REASONS = ['soldOut', 'closed', 'busy'] as const
const MAX_REASON_LENGTH = 200

type Props = {
  number: number
  isPending: boolean
  onReject: (reason: string) => void
  onCloseAutoFocus: (event: Event) => void
}

/**
 * Rejecting an order needs a reason, which its diner reads: a usual one in a tap (then editable) or the cook's
 * own words. Rendered inside a controlled Dialog: focus stays inside, Escape closes.
 */
export function RejectDialog({ number, isPending, onReject, onCloseAutoFocus }: Props) {
  const { t } = useTranslation()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | undefined>()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const text = reason.trim()
    if (text === '') {
      setError(t('ordering.orders.reject.required'))
      return event.currentTarget.querySelector('input')?.focus()
    }
    if (text.length > MAX_REASON_LENGTH) return setError(t('ordering.orders.reject.tooLong'))
    onReject(text)
  }
  return (
    <DialogContent
      title={t('ordering.orders.reject.title', { number })}
      description={t('ordering.orders.reject.description')}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <fieldset>
          <legend className="font-medium text-sm text-stone-800">{t('ordering.orders.reject.quick')}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {QUICK_REASONS.map((key) => (
              <Button
                key={key}
                variant="secondary"
                onClick={() => {
                  setReason(t(`ordering.orders.reject.reasons.${key}`))
                  setError(undefined)
                }}
              >
                {t(`ordering.orders.reject.reasons.${key}`)}
              </Button>
            ))}
          </div>
        </fieldset>
        <TextField
          label={t('ordering.orders.reject.reason')}
          required
          autoComplete="off"
          value={reason}
          onChange={(event) => {
            setReason(event.target.value)
            setError(undefined)
          }}
          error={error}
          count={{ length: reason.trim().length, max: MAX_REASON_LENGTH }}
        />
        <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">{t('ordering.orders.reject.cancel')}</Button>
          </DialogClose>
          <Button
            type="submit"
            disabled={isPending}
            className="bg-red-700 hover:bg-red-800 active:bg-red-900"
          >
            {t('ordering.orders.reject.confirm')}
          </Button>
        </div>
      </form>
    </DialogContent>
  )
}

import { type FormEvent, type ReactNode, useState } from 'react'
import { describeSecurityFailure } from '../failures.ts'
import { useMessage } from '../use-message.ts'
import { PendingButton } from './pending-button.tsx'

/** What was typed, checked before it is sent: the value to send, or the message (a domain key) to say at the field. */
export type Checked = { isValid: true; value: string } | { isValid: false; message: string | undefined }

/**
 * The submit of a step that asks for a secret (the password, a mailed code) before a change: checked here,
 * then sent; the server's refusal is said at the field, and the step stays pending while the request runs.
 */
export function useConfirmStep(
  check: (typed: string) => Checked,
  onSubmit: (value: string) => Promise<void>,
) {
  const say = useMessage()
  const [typed, setTyped] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [isPending, setIsPending] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The dialog sits in a portal: its submit must not reach a form of the page.
    event.stopPropagation()
    const checked = check(typed)
    if (!checked.isValid) {
      setError(say(checked.message))
      return
    }
    setError(undefined)
    setIsPending(true)
    try {
      await onSubmit(checked.value)
    } catch (failure) {
      setError(say(describeSecurityFailure(failure)))
    } finally {
      setIsPending(false)
    }
  }

  return { typed, setTyped, error, isPending, submit }
}

type ActionsProps = {
  /** The buttons beside the submit one (Cancelar). */
  actions?: ReactNode
  isPending: boolean
  isDanger?: boolean
  canSubmit: boolean
  children: ReactNode
}

/** A confirming step's buttons: the others first, its submit last (first on a phone, where they stack). */
export function ConfirmStepActions({ actions, isPending, isDanger, canSubmit, children }: ActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      {actions}
      <PendingButton type="submit" isPending={isPending} isDanger={isDanger} disabled={!canSubmit}>
        {children}
      </PendingButton>
    </div>
  )
}

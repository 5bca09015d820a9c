import { CircleCheck, LoaderCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '../ui/button.tsx'
import { FormAlert } from '../ui/form-alert.tsx'

/** A message form's outcome: the failure (an alert the form names) or, once sent, the spec's confirmation. */
export function MessageFormOutcome({
  failure,
  alertId,
  sentNote,
}: {
  failure: ReactNode
  alertId: string
  /** The confirmation, shown while the message is just sent; announced by the status region. */
  sentNote: ReactNode
}) {
  return (
    <>
      {failure ? <FormAlert id={alertId}>{failure}</FormAlert> : null}
      <div role="status" className="empty:hidden">
        {sentNote ? (
          <p className="flex items-start gap-2.5 rounded-xl border border-emerald-200 bg-emerald-50 px-3.5 py-3 text-emerald-900 text-sm">
            <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
            {sentNote}
          </p>
        ) : null}
      </div>
    </>
  )
}

/** The send button: a spinner and the busy words while sending. */
export function SendButton({
  isBusy,
  isDisabled = false,
  label,
  busyLabel,
}: {
  isBusy: boolean
  isDisabled?: boolean
  label: string
  busyLabel: string
}) {
  return (
    <Button type="submit" size="lg" className="w-full @lg:w-auto" disabled={isBusy || isDisabled}>
      {isBusy ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : null}
      {isBusy ? busyLabel : label}
    </Button>
  )
}

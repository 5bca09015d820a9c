import { type FormEvent, type Ref, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import type { Failure } from '../failures.ts'

/**
 * A form's failed submission and the alert that says it. `initialFailure` is shown on arrival without taking
 * focus: the person did not just press anything.
 */
export function useFailureAlert<F extends Failure = Failure>(initialFailure: F | null = null) {
  const { t } = useTranslation()
  const id = useId()
  const ref = useRef<HTMLDivElement>(null)
  const [failure, setFailure] = useState<F | null>(initialFailure)

  useEffect(() => {
    // The button was disabled while waiting, so focus needs a place to land: the message itself.
    if (failure && failure !== initialFailure) ref.current?.focus()
  }, [failure, initialFailure])

  const message = failure ? ('key' in failure ? t(failure.key) : failure.text) : null

  /** The form's onSubmit: a new try clears the last failure. */
  const createSubmitHandler =
    (submit: (event: FormEvent<HTMLFormElement>) => Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
      // In the sign-in dialog the form sits in a portal: its submit must not reach a form of the page.
      event.stopPropagation()
      setFailure(null)
      void submit(event)
    }

  return { id, ref, failure, setFailure, message, createSubmitHandler }
}

type Props = {
  /** The id that fields name in `describedBy` when the alert speaks for them. */
  id: string
  ref: Ref<HTMLDivElement>
  message: string | null
}

/** The form's alert, only while there is something to say. */
export function FailureAlert({ id, ref, message }: Props) {
  return message ? (
    <FormAlert id={id} ref={ref}>
      {message}
    </FormAlert>
  ) : null
}

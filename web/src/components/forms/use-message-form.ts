import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import type { MessageKey } from '../../lib/i18n.ts'

type Options<Input extends FieldValues, Output> = {
  schema: z.ZodType<Output, Input>
  empty: Input
  send: (message: Output) => Promise<unknown>
  /** Why a sending failed, in the user's words; the values stay in the form. */
  describeFailure: (error: unknown) => MessageKey
  /** Passed to every error message (a maximum length, say). */
  messageValues?: Record<string, unknown>
}

/**
 * The behaviour the message forms share (the landing's contact form, the dashboard's support form,
 * docs/product-spec.md §5 "Support form"): checked on submit with the domain schema; a field's message
 * cleared as soon as it is edited; a sent message resets the form and says so until the next edit; a failure
 * keeps every value.
 */
export function useMessageForm<Input extends FieldValues, Output>({
  schema,
  empty,
  send,
  describeFailure,
  messageValues,
}: Options<Input, Output>) {
  const { t } = useTranslation()
  const alertId = useId()
  const [failure, setFailure] = useState<MessageKey | null>(null)
  const [isSent, setIsSent] = useState(false)
  const form = useForm<Input, unknown, Output>({
    // The form may hold values the schema refuses (an empty choice); the schema says so with its message.
    resolver: zodResolver(schema as never) as unknown as Resolver<Input, unknown, Output>,
    defaultValues: empty as never,
    // Errors come back only on the next submission: editing a field clears its message (docs/product-spec.md
    // §5).
    reValidateMode: 'onSubmit',
  })
  const { errors, isSubmitting, isDirty } = form.formState

  /** A field was edited: its message goes, and so does the "sent" note. */
  const markEdited = (name: Path<Input>) => {
    form.clearErrors(name)
    setIsSent(false)
  }
  const errorOf = (name: Path<Input>) => {
    const message = (errors as Record<string, { message?: string } | undefined>)[name]?.message
    return message ? t(message as MessageKey, messageValues) : undefined
  }
  const field = (name: Path<Input>) => form.register(name, { onChange: () => markEdited(name) })

  const submit = form.handleSubmit(async (message) => {
    setFailure(null)
    setIsSent(false)
    try {
      await send(message)
      form.reset(empty)
      setIsSent(true)
    } catch (error) {
      setFailure(describeFailure(error))
    }
  })

  return {
    control: form.control,
    field,
    errorOf,
    markEdited,
    submit,
    failure,
    alertId,
    isSent,
    isBusy: isSubmitting,
    /** Typed and not sent: what a form's LeaveGuard holds on to. */
    hasUnsavedChanges: isDirty && !isSubmitting,
  }
}

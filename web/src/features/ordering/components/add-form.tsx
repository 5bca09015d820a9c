import { LoaderCircle, Plus } from 'lucide-react'
import { type ReactNode, type Ref, useId, useState } from 'react'
import type { FieldValues, Path } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { useTableForm } from './use-table-form.ts'

type Options<Input extends FieldValues, Output, Result> = {
  schema: z.ZodType<Output, Input>
  empty: Input
  fields: readonly Path<Input>[]
  save: (values: Output) => Promise<Result>
  /** What was added, in words: said politely once the form has cleared. */
  describe: (result: Result) => string
}

/**
 * What the add forms share: a table form that clears once added, back on its first field for the next, and
 * says what it added until the next edit.
 */
export function useAddForm<Input extends FieldValues, Output, Result>({
  empty,
  fields,
  describe,
  ...options
}: Options<Input, Output, Result>) {
  const [announcement, setAnnouncement] = useState('')
  const { form, submit, failure, clearFailure, alertRef, errorOf } = useTableForm({
    ...options,
    defaultValues: empty,
    fields,
    onSaved: (result) => {
      form.reset(empty)
      if (fields[0]) form.setFocus(fields[0])
      setAnnouncement(describe(result))
    },
  })
  const register = (field: Path<Input>) =>
    form.register(field, {
      onChange: () => {
        setAnnouncement('')
        clearFailure()
      },
    })
  const frame = {
    failure,
    alertRef,
    announcement,
    isBusy: form.formState.isSubmitting,
    onSubmit: () => {
      setAnnouncement('')
      void submit()
    },
  }
  return { register, errorOf, frame }
}

type FrameProps = ReturnType<typeof useAddForm>['frame'] & {
  heading: string
  hint?: string
  submitLabel: string
  children: ReactNode
}

/** One of the add forms: its heading, the refusal that names no field, the fields, the button and what it did. */
export function AddFormFrame({
  heading,
  hint,
  failure,
  alertRef,
  submitLabel,
  isBusy,
  ...props
}: FrameProps) {
  const headingId = useId()
  const alertId = useId()
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault()
        props.onSubmit()
      }}
      className="space-y-4"
    >
      <div>
        <h3 id={headingId} className="font-medium text-stone-900">
          {heading}
        </h3>
        {hint ? <p className="mt-1 text-sm text-stone-600">{hint}</p> : null}
      </div>
      {failure ? (
        <FormAlert id={alertId} ref={alertRef as Ref<HTMLDivElement>}>
          {failure}
        </FormAlert>
      ) : null}
      {props.children}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={isBusy}>
          {isBusy ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : <Plus aria-hidden />}
          {submitLabel}
        </Button>
        {/* Polite, and shown: whoever added the tables sees them counted beside the button. */}
        <p role="status" className="text-emerald-800 text-sm">
          {props.announcement}
        </p>
      </div>
    </form>
  )
}

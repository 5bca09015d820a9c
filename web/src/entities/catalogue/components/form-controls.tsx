import { clsx } from 'clsx'
import { Switch } from 'radix-ui'
import { type ComponentProps, type ReactNode, useId } from 'react'
import { CharacterCount, FieldError, FieldLabel, isCountShown } from '../../../components/ui/form-field.tsx'

type TextAreaFieldProps = ComponentProps<'textarea'> & {
  label: ReactNode
  error?: string
  hint?: string
  /** The length of the value against its limit (see CharacterCount). */
  count?: { length: number; max: number }
}

/** A labelled multi-line text box, styled as the text fields, its error or hint and its count tied to it. */
export function TextAreaField({ label, error, hint, count, id, className, ...props }: TextAreaFieldProps) {
  const generated = useId()
  const controlId = id ?? generated
  const noteId = `${controlId}-note`
  const countId = `${controlId}-count`
  const isCounted = count !== undefined && isCountShown(count)
  const describedBy = [error || hint ? noteId : undefined, isCounted ? countId : undefined].filter(Boolean)
  return (
    <div className={className}>
      <FieldLabel htmlFor={controlId}>{label}</FieldLabel>
      <textarea
        id={controlId}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        className={clsx(
          'mt-1.5 block w-full resize-y rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-base text-stone-900 shadow-sm',
          'placeholder:text-stone-500 hover:border-stone-400 focus-visible:border-brand-600 aria-invalid:border-red-600',
        )}
        {...props}
      />
      {error ? <FieldError id={noteId}>{error}</FieldError> : null}
      {hint && !error ? (
        <p id={noteId} className="mt-1.5 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {count ? <CharacterCount id={countId} {...count} /> : null}
    </div>
  )
}

type SwitchFieldProps = {
  label: string
  /** What the switch means when on, under its label ("Se muestra en el menú"). */
  hint?: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  className?: string
}

/** An on/off choice read as a switch by screen readers, the whole row clickable through its label. */
export function SwitchField({ label, hint, checked, onCheckedChange, className }: SwitchFieldProps) {
  const id = useId()
  return (
    <div className={clsx('flex items-start justify-between gap-4', className)}>
      <div>
        <label htmlFor={id} className="block font-medium text-sm text-stone-800">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="mt-0.5 text-sm text-stone-600">
            {hint}
          </p>
        ) : null}
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-stone-500 transition-colors data-[state=checked]:bg-brand-600"
      >
        <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6" />
      </Switch.Root>
    </div>
  )
}

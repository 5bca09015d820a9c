import type { ComponentProps } from 'react'
import { useId } from 'react'
import { CharacterCount, FieldError, FieldLabel, isCountShown } from './form-field.tsx'

type Props = ComponentProps<'textarea'> & {
  label: string
  error?: string
  /** The length of the message against its limit (see CharacterCount). */
  count?: { length: number; max: number }
}

/** A required multi-line message (the contact and support forms), styled as the text fields, its error tied to it. */
export function MessageField({ label, error, count, ...props }: Props) {
  const id = useId()
  const describedBy = [error ? `${id}-error` : '', count && isCountShown(count) ? `${id}-count` : '']
    .filter(Boolean)
    .join(' ')
  return (
    <div>
      <FieldLabel htmlFor={id} isRequired>
        {label}
      </FieldLabel>
      <textarea
        id={id}
        rows={5}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="mt-1.5 block w-full resize-y rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-base text-stone-900 shadow-sm placeholder:text-stone-500 hover:border-stone-400 focus-visible:border-brand-600 aria-invalid:border-red-600"
        {...props}
      />
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      {count ? <CharacterCount id={`${id}-count`} {...count} /> : null}
    </div>
  )
}

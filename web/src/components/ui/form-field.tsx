import { clsx } from 'clsx'
import { CircleAlert } from 'lucide-react'
import { type ComponentProps, type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'

const controlClasses =
  'h-11 w-full rounded-xl border border-stone-300 bg-white text-base text-stone-900 shadow-sm transition-colors ' +
  'placeholder:text-stone-500 hover:border-stone-400 focus-visible:border-brand-600 ' +
  'aria-invalid:border-red-600 aria-invalid:hover:border-red-700 disabled:bg-stone-50 disabled:text-stone-500'

type FieldProps = {
  label: ReactNode
  /** A message under the field, read with it; it also marks the field invalid. */
  error?: string
  /** Marks the field invalid when its message is shown elsewhere (the form's alert, named by `describedBy`). */
  invalid?: boolean
  /** Ids of other text that describes the field, such as the form's alert. */
  describedBy?: string
  /** A standing note under the field ("Al menos 8 caracteres."). */
  hint?: string
  /** The length of the value against its limit, counted under the field as it nears it (see CharacterCount). */
  count?: CharacterCountProps
}

type FieldParts = {
  controlId: string
  errorId: string
  hintId: string
  countId: string
  describedBy: string | undefined
}

function useFieldParts(id: string | undefined, { error, describedBy, hint, count }: FieldProps): FieldParts {
  const generated = useId()
  const controlId = id ?? generated
  const errorId = `${controlId}-error`
  const hintId = `${controlId}-hint`
  const countId = `${controlId}-count`
  // An error takes the hint's place: it says what the hint said, and what went wrong.
  const ids = [
    error ? errorId : undefined,
    describedBy,
    hint && !error ? hintId : undefined,
    count && isCountShown(count) ? countId : undefined,
  ].filter(Boolean)
  return { controlId, errorId, hintId, countId, describedBy: ids.length > 0 ? ids.join(' ') : undefined }
}

type CharacterCountProps = { length: number; max: number }

// A counter on every box would be noise: it appears once the value has used most of its room.
export const isCountShown = ({ length, max }: CharacterCountProps) => length >= max * 0.8

/**
 * "150 de 160 caracteres", under a field whose value nears its limit, red past it. A long value is never cut
 * (no maxLength): a paste keeps every character, and the counter and the form's message say what fits.
 */
export function CharacterCount({ id, length, max }: CharacterCountProps & { id: string }) {
  const { t } = useTranslation()
  if (!isCountShown({ length, max })) return null
  return (
    <p
      id={id}
      className={clsx(
        'mt-1.5 text-right text-sm tabular-nums',
        length > max ? 'text-red-700' : 'text-stone-600',
      )}
    >
      {t('forms.counter', { count: length, max })}
    </p>
  )
}

type ControlProps = FieldProps & { id?: string; required?: boolean; className?: string }

/**
 * Splits a field's props: what the frame around the control shows (label, error, hint, the outer class) and
 * what goes on the control itself, tied to them by id and aria attributes.
 */
function useField<P extends ControlProps>({
  label,
  error,
  invalid,
  describedBy,
  hint,
  count,
  id,
  required,
  className,
  ...rest
}: P) {
  const parts = useFieldParts(id, { label, error, describedBy, hint, count })
  return {
    frame: { parts, label, isRequired: required, error, hint, count, className },
    control: {
      id: parts.controlId,
      required,
      'aria-invalid': invalid || Boolean(error) || undefined,
      'aria-describedby': parts.describedBy,
      ...rest,
    },
  }
}

/** The label with the asterisk that the register form's "marcados con *" message refers to. */
export function FieldLabel({
  htmlFor,
  isRequired,
  children,
}: {
  htmlFor: string
  isRequired?: boolean
  children: ReactNode
}) {
  return (
    <label htmlFor={htmlFor} className="block font-medium text-sm text-stone-800">
      {children}
      {/* Screen readers hear "required" from the control itself. */}
      {isRequired ? (
        <span aria-hidden className="ml-0.5 text-brand-700">
          *
        </span>
      ) : null}
    </label>
  )
}

/** A field's own error message, announced when it appears. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="mt-1.5 flex items-start gap-1.5 text-red-700 text-sm">
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  )
}

type FieldFrameProps = {
  parts: FieldParts
  label: ReactNode
  isRequired?: boolean
  error?: string
  hint?: string
  count?: CharacterCountProps
  className?: string
  children: ReactNode
}

/** The label above the control, and its error or hint below, then its character count. */
function FieldFrame({ parts, label, isRequired, error, hint, count, className, children }: FieldFrameProps) {
  return (
    <div className={className}>
      <FieldLabel htmlFor={parts.controlId} isRequired={isRequired}>
        {label}
      </FieldLabel>
      {children}
      {error ? <FieldError id={parts.errorId}>{error}</FieldError> : null}
      {hint && !error ? (
        <p id={parts.hintId} className="mt-1.5 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {count ? <CharacterCount id={parts.countId} {...count} /> : null}
    </div>
  )
}

type TextFieldProps = ComponentProps<'input'> &
  FieldProps & {
    /** Text shown inside the box before the value, such as a phone prefix; decorative. */
    adornment?: string
  }

/** A labelled text input whose error and hint are tied to it with aria-describedby. */
export function TextField({ adornment, ...props }: TextFieldProps) {
  const { frame, control } = useField(props)
  return (
    <FieldFrame {...frame}>
      <div className="relative mt-1.5">
        {adornment ? (
          <span
            aria-hidden
            className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3.5 text-stone-600"
          >
            {adornment}
          </span>
        ) : null}
        <input
          {...control}
          // Room for the adornment: "+57" or "+593".
          className={clsx(
            controlClasses,
            'pr-3.5',
            adornment ? (adornment.length > 3 ? 'pl-16' : 'pl-14') : 'pl-3.5',
          )}
        />
      </div>
    </FieldFrame>
  )
}

type SelectFieldProps = ComponentProps<'select'> & FieldProps

/** A labelled native select: the phone's own picker on touch screens, and fully keyboard usable. */
export function SelectField({ children, ...props }: SelectFieldProps) {
  const { frame, control } = useField(props)
  return (
    <FieldFrame {...frame}>
      <select {...control} className={clsx(controlClasses, 'mt-1.5 px-3')}>
        {children}
      </select>
    </FieldFrame>
  )
}

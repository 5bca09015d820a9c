import { clsx } from 'clsx'
import { useId } from 'react'
import { type Control, useController } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FieldError, FieldLabel } from '../../../components/ui/form-field.tsx'
import type { MessageKey } from '../../../lib/i18n.ts'
import { type DesignFormValues, SIZE_BOUNDS } from './design-form-values.ts'

type Props = {
  control: Control<DesignFormValues>
  name: keyof typeof SIZE_BOUNDS
  label: string
}

/**
 * A size in pixels: a slider for trying sizes out, and a number box for an exact one, both on the same value
 * and within the schema's bounds.
 */
export function SizeField({ control, name, label }: Props) {
  const { t } = useTranslation()
  const { field, fieldState } = useController({ control, name })
  const { min, max } = SIZE_BOUNDS[name]
  const id = useId()
  const errorId = `${id}-error`
  const hasValue = Number.isFinite(field.value)
  const error = fieldState.error?.message
    ? t(fieldState.error.message as MessageKey, { min, max })
    : undefined

  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="mt-1.5 flex items-center gap-3">
        <input
          type="range"
          min={min}
          max={max}
          step={1}
          // The slider stays where the box was last valid while the owner types a new number.
          value={hasValue ? Math.min(Math.max(field.value, min), max) : min}
          onChange={(event) => field.onChange(event.target.valueAsNumber)}
          aria-label={label}
          aria-valuetext={t('design.size.valueText', { size: field.value })}
          className="h-11 min-w-0 flex-1 cursor-pointer accent-brand-600"
        />
        <div className="relative w-24 shrink-0">
          <input
            id={id}
            ref={field.ref}
            name={field.name}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={1}
            value={hasValue ? field.value : ''}
            onChange={(event) => field.onChange(event.target.valueAsNumber)}
            onBlur={field.onBlur}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={clsx(
              'h-11 w-full rounded-xl border border-stone-300 bg-white pr-9 pl-3 text-base text-stone-900 shadow-sm',
              'hover:border-stone-400 focus-visible:border-brand-600 aria-invalid:border-red-600',
            )}
          />
          <span
            aria-hidden
            className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-stone-600"
          >
            px
          </span>
        </div>
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  )
}

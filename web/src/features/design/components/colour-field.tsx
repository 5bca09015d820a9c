import { clsx } from 'clsx'
import { type ChangeEvent, useId, useState } from 'react'
import { type Control, type FieldPathByValue, useController } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ColourSchema } from '#domain/catalogues/design.schema.ts'
import { FieldError, FieldLabel } from '../../../components/ui/form-field.tsx'
import type { MessageKey } from '../../../lib/i18n.ts'
import { type DesignFormValues, isWholeColour } from './design-form-values.ts'

type Props = {
  control: Control<DesignFormValues>
  name: FieldPathByValue<DesignFormValues, string>
  label: string
  /** The id of the note that explains the format, read with the text box. */
  formatHintId: string
}

// "aabbcc" pasted from a design tool is a colour missing its "#"; anything shorter is still being typed.
const BARE_HEX = /^[0-9a-f]{6}$/i

/**
 * The value a keystroke or paste leaves, or null to refuse it: docs/product-spec.md §5 lets a colour box hold
 * only "#" and up to six hex digits, or nothing, so the value can never become invalid.
 */
export function acceptColourInput(typed: string): string | null {
  const value = typed.trim()
  if (BARE_HEX.test(value)) return `#${value}`
  return ColourSchema.safeParse(value).success ? value : null
}

/** The native picker needs "#rrggbb": three digits are doubled, half-typed values show black. */
function toPickerValue(value: string): string {
  if (/^#[0-9a-f]{6}$/i.test(value)) return value.toLowerCase()
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])[0-9a-f]?$/i.exec(value)
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase()
  return '#000000'
}

/** A colour as a text box of hex digits, with a swatch that opens the system's colour picker. */
export function ColourField({ control, name, label, formatHintId }: Props) {
  const { t } = useTranslation()
  const { field, fieldState } = useController({ control, name })
  const id = useId()
  const errorId = `${id}-error`
  const value = field.value
  // A refused keystroke or paste changes nothing, so without a word it would look like a broken box.
  const [refused, setRefused] = useState<string | null>(null)

  const typeColour = (event: ChangeEvent<HTMLInputElement>) => {
    const accepted = acceptColourInput(event.target.value)
    setRefused(accepted === null ? event.target.value : null)
    // Refusing leaves the controlled value as it was, so React puts the box back the way it was.
    if (accepted !== null) field.onChange(accepted)
  }
  const error =
    refused !== null
      ? t('design.errors.colourRefused', { typed: refused })
      : fieldState.error?.message
        ? t(fieldState.error.message as MessageKey)
        : undefined

  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="mt-1.5 flex gap-2">
        <span
          className={clsx(
            'relative size-11 shrink-0 overflow-hidden rounded-xl border border-stone-300 shadow-sm',
            'focus-within:outline-2 focus-within:outline-brand-600 focus-within:outline-offset-2',
          )}
          style={isWholeColour(value) ? { backgroundColor: value } : undefined}
        >
          {isWholeColour(value) ? null : (
            // No colour yet: a diagonal line, as drawing tools show "none".
            <span
              aria-hidden
              className="absolute inset-0 bg-white bg-[linear-gradient(to_top_right,transparent_calc(50%-1px),var(--color-red-500)_50%,transparent_calc(50%+1px))]"
            />
          )}
          <input
            type="color"
            aria-label={t('design.colour.pick', { label })}
            value={toPickerValue(value)}
            onChange={(event) => {
              setRefused(null)
              field.onChange(event.target.value)
            }}
            className="absolute inset-0 size-full cursor-pointer opacity-0"
          />
        </span>
        <input
          id={id}
          ref={field.ref}
          name={field.name}
          value={value}
          onChange={typeColour}
          onBlur={field.onBlur}
          placeholder="#RRGGBB"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${formatHintId}` : formatHintId}
          className={clsx(
            'h-11 w-full min-w-0 rounded-xl border border-stone-300 bg-white px-3.5 font-mono text-base text-stone-900',
            'uppercase shadow-sm transition-colors placeholder:text-stone-500 hover:border-stone-400',
            'focus-visible:border-brand-600 aria-invalid:border-red-600',
          )}
        />
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  )
}

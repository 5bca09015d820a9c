import { clsx } from 'clsx'
import { Check } from 'lucide-react'
import type { CSSProperties, ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

export type Choice = {
  value: string
  label: string
  /** A line under the label saying what the choice does. */
  description?: string
  /** A small picture of the choice. */
  visual?: ReactNode
  /** Styles for the label, such as a font shown in itself. */
  labelStyle?: CSSProperties
}

type Props = {
  legend: string
  choices: Choice[]
  /** The form's radio registration: each card is a real radio, so arrows move between them. */
  registration: UseFormRegisterReturn
  className?: string
}

/** A labelled set of radio buttons drawn as cards, one of them chosen. */
export function ChoiceCards({ legend, choices, registration, className }: Props) {
  return (
    <fieldset>
      <legend className="font-medium text-sm text-stone-800">{legend}</legend>
      <div className={clsx('mt-2 grid gap-2.5', className)}>
        {choices.map((choice) => (
          <label key={choice.value} className="relative block cursor-pointer">
            <input type="radio" value={choice.value} {...registration} className="peer sr-only" />
            <span
              className={clsx(
                'flex h-full flex-col gap-2 rounded-xl border border-stone-300 bg-white p-3 shadow-sm transition-colors',
                'hover:border-stone-400 peer-checked:border-brand-600 peer-checked:bg-brand-50/60',
                'peer-checked:ring-1 peer-checked:ring-brand-600',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 peer-focus-visible:outline-offset-2',
              )}
            >
              {choice.visual}
              <span className="font-medium text-sm text-stone-900" style={choice.labelStyle}>
                {choice.label}
              </span>
              {choice.description ? (
                <span className="text-stone-600 text-xs leading-snug">{choice.description}</span>
              ) : null}
            </span>
            <Check
              aria-hidden
              className="absolute top-2 right-2 hidden size-4 rounded-full bg-brand-600 p-0.5 text-white peer-checked:block"
            />
          </label>
        ))}
      </div>
    </fieldset>
  )
}

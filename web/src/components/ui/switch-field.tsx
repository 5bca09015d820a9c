import { clsx } from 'clsx'
import { useId } from 'react'

type Props = {
  label: string
  /** One honest line about what the switch does. */
  description: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  disabled?: boolean
}

/**
 * An on/off setting: a `role="switch"` button named by its label and described by its line, toggled by click,
 * Space or Enter (WAI-ARIA switch pattern). The whole row is the label, so a tap anywhere on it toggles.
 */
export function SwitchField({ label, description, checked, onCheckedChange, disabled }: Props) {
  const id = useId()
  const descriptionId = `${id}-description`
  return (
    <div className="flex items-start justify-between gap-4 py-4">
      <div className="min-w-0">
        <label htmlFor={id} className="font-medium text-sm text-stone-900">
          {label}
        </label>
        <p id={descriptionId} className="mt-0.5 text-sm text-stone-600">
          {description}
        </p>
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={descriptionId}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
        className={clsx(
          'relative mt-0.5 inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors',
          'focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2',
          'disabled:cursor-not-allowed disabled:opacity-60',
          checked ? 'bg-brand-600' : 'bg-stone-400',
        )}
      >
        <span
          aria-hidden
          className={clsx(
            'inline-block size-6 rounded-full bg-white shadow-sm transition-transform',
            checked ? 'translate-x-5' : 'translate-x-0',
          )}
        />
      </button>
    </div>
  )
}

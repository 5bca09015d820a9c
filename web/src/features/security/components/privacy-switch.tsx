import { clsx } from 'clsx'
import { useId } from 'react'

type Props = {
  label: string
  description: string
  isOn: boolean
  isDisabled?: boolean
  onChange: (isOn: boolean) => void
}

/** A labelled on/off switch (role="switch"), its one-line description read with it. */
export function PrivacySwitch({ label, description, isOn, isDisabled = false, onChange }: Props) {
  const labelId = useId()
  const descriptionId = useId()
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <p id={labelId} className="font-medium text-stone-900">
          {label}
        </p>
        <p id={descriptionId} className="mt-0.5 text-sm text-stone-600">
          {description}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={isOn}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        disabled={isDisabled}
        onClick={() => onChange(!isOn)}
        className={clsx(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors',
          'focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2 disabled:opacity-50',
          isOn ? 'bg-brand-600' : 'bg-stone-400',
        )}
      >
        <span
          aria-hidden
          className={clsx(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            isOn ? 'translate-x-6' : 'translate-x-1',
          )}
        />
      </button>
    </div>
  )
}

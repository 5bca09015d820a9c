import { clsx } from 'clsx'
import { Check, type LucideIcon } from 'lucide-react'

export type RadioCard = { value: string; label: string; hint: string; icon: LucideIcon }

type Props = {
  legend: string
  /** The radios' shared name. */
  name: string
  options: RadioCard[]
  value: string
  onChange: (value: string) => void
}

/** A choice drawn as cards, made of real radios: arrows move, Space picks, the legend names the group. */
export function RadioCards({ legend, name, options, value, onChange }: Props) {
  return (
    <fieldset>
      <legend className="font-medium text-sm text-stone-800">{legend}</legend>
      <div className="mt-2 grid max-h-[45dvh] gap-2 overflow-y-auto p-0.5">
        {options.map((option) => {
          const Icon = option.icon
          return (
            <label key={option.value} className="relative block cursor-pointer">
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                className="peer sr-only"
              />
              <span
                className={clsx(
                  'flex items-start gap-3 rounded-xl border border-stone-300 bg-white p-3 pr-9 shadow-sm transition-colors',
                  'hover:border-stone-400 peer-checked:border-brand-600 peer-checked:bg-brand-50/60',
                  'peer-checked:ring-1 peer-checked:ring-brand-600',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 peer-focus-visible:outline-offset-2',
                )}
              >
                <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span className="flex flex-col gap-0.5">
                  <span className="font-medium text-sm text-stone-900">{option.label}</span>
                  <span className="text-stone-600 text-xs leading-snug">{option.hint}</span>
                </span>
              </span>
              <Check
                aria-hidden
                className="absolute top-3 right-3 hidden size-4 rounded-full bg-brand-600 p-0.5 text-white peer-checked:block"
              />
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}

import type { ReactNode } from 'react'

type Props = {
  label: string
  isDisabled?: boolean
  onClick: () => void
  children: ReactNode
  id?: string
  /** `md` for rows with room (a list of labels), `sm` beside form fields. */
  size?: 'sm' | 'md'
}

/**
 * A small square button named only by its `label` (move up, move down, remove). aria-disabled rather than
 * disabled: a button whose item just moved to the end keeps the keyboard focus, and says it does nothing.
 */
export function IconButton({ label, isDisabled = false, onClick, children, id, size = 'sm' }: Props) {
  return (
    <button
      id={id}
      type="button"
      aria-label={label}
      aria-disabled={isDisabled || undefined}
      onClick={isDisabled ? undefined : onClick}
      className={`inline-flex ${size === 'md' ? 'size-9' : 'size-8'} items-center justify-center rounded-lg text-stone-600 hover:bg-stone-900/5 hover:text-stone-900 aria-disabled:cursor-default aria-disabled:text-stone-300 aria-disabled:hover:bg-transparent`}
    >
      {children}
    </button>
  )
}

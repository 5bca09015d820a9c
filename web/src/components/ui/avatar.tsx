import { clsx } from 'clsx'
import { getInitials } from '#domain/users/initials.ts'

/**
 * A round badge with a person's initials (docs/product-spec.md §3); hidden from screen readers, the name is
 * read instead.
 */
export function InitialsAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={clsx(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800 text-sm',
        className,
      )}
    >
      {getInitials(name)}
    </span>
  )
}

import { clsx } from 'clsx'
import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { useId } from 'react'

type Props = {
  icon: LucideIcon
  title: string
  message: string
  /** The way on: a create button or link. */
  action: ReactNode
  className?: string
}

/** A page or list with nothing in it yet: what belongs there, and the one action that fills it. */
export function EmptyState({ icon: Icon, title, message, action, className }: Props) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className={clsx(
        'flex flex-col items-center rounded-2xl border border-stone-300 border-dashed bg-white px-6 py-14 text-center',
        className,
      )}
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
        <Icon aria-hidden className="size-7" />
      </span>
      <h2 id={headingId} className="mt-5 font-semibold text-lg text-stone-900">
        {title}
      </h2>
      <p className="mt-2 max-w-md text-stone-600">{message}</p>
      <div className="mt-8">{action}</div>
    </section>
  )
}

import { clsx } from 'clsx'
import type { LucideIcon } from 'lucide-react'
import { type ReactNode, useId } from 'react'

type Props = {
  icon: LucideIcon
  title: string
  description?: ReactNode
  /** Shown beside the title: a state ("Activada") or the card's one action. */
  aside?: ReactNode
  /** The danger zone's red frame. */
  isDanger?: boolean
  children?: ReactNode
}

/** One section of a settings screen (Seguridad y privacidad, Pagos): a titled card with its icon, its heading naming the region. */
export function SectionCard({ icon: Icon, title, description, aside, isDanger = false, children }: Props) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className={clsx(
        'rounded-2xl border bg-white p-5 shadow-sm sm:p-6',
        isDanger ? 'border-red-200' : 'border-stone-200',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span
            className={clsx(
              'flex size-10 shrink-0 items-center justify-center rounded-xl',
              isDanger ? 'bg-red-50 text-red-700' : 'bg-brand-50 text-brand-700',
            )}
          >
            <Icon aria-hidden className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 id={headingId} className="font-semibold text-lg text-stone-900">
              {title}
            </h2>
            {description ? <div className="mt-1 text-sm text-stone-600">{description}</div> : null}
          </div>
        </div>
        {aside}
      </div>
      {children ? <div className="mt-5">{children}</div> : null}
    </section>
  )
}

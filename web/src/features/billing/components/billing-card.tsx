import type { LucideIcon } from 'lucide-react'
import { type ReactNode, useId } from 'react'

type Props = { icon: LucideIcon; title: string; description?: string; aside?: ReactNode; children: ReactNode }

/** One section of Pagos: a titled card, its heading naming the region. */
export function BillingCard({ icon: Icon, title, description, aside, children }: Props) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon aria-hidden className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 id={headingId} className="font-semibold text-lg text-stone-900">
              {title}
            </h2>
            {description ? <p className="mt-1 text-sm text-stone-600">{description}</p> : null}
          </div>
        </div>
        {aside}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  )
}

import { Construction } from 'lucide-react'
import type { ReactNode } from 'react'
import { PageTitle } from './page-title.tsx'

type Props = {
  heading: string
  note: string
  /** The "Próximamente" badge; the 404 page has none. */
  badge?: string
  actions?: ReactNode
}

/** An honest stand-in for a page that a later issue builds: its heading, what is coming, a way on. */
export function PlaceholderPanel({ heading, note, badge, actions }: Props) {
  return (
    <section
      aria-labelledby="page-heading"
      className="rounded-2xl border border-stone-200 bg-white p-8 shadow-sm sm:p-10"
    >
      {badge ? (
        <p className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800 text-xs">
          <Construction aria-hidden className="size-3.5" />
          {badge}
        </p>
      ) : null}
      <PageTitle className="mt-4">{heading}</PageTitle>
      <p className="mt-3 max-w-prose text-stone-600">{note}</p>
      {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
    </section>
  )
}

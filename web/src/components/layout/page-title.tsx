import { clsx } from 'clsx'
import type { ReactNode } from 'react'

/**
 * A page's one h1, as every dashboard page writes it; its id names the page's section (`aria-labelledby`)
 * where one wraps the page (`#page-heading`).
 */
export function PageTitle({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <h1
      id="page-heading"
      className={clsx('font-semibold text-2xl text-stone-900 tracking-tight sm:text-3xl', className)}
    >
      {children}
    </h1>
  )
}

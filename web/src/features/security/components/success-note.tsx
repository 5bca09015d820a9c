import type { ReactNode } from 'react'

/** A short success line under a form, announced when it appears. */
export function SuccessNote({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="min-h-5 font-medium text-emerald-800 text-sm">
      {children}
    </p>
  )
}

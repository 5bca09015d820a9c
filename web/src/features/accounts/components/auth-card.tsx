import { clsx } from 'clsx'
import type { ReactNode } from 'react'
import { LogoMark } from '../../../components/ui/logo.tsx'

type Props = {
  heading: string
  subtitle: string
  /** The register form is wider: it sets passwords and the phone side by side. */
  isWide?: boolean
  children: ReactNode
}

/** The card that the login and register pages put their form in. */
export function AuthCard({ heading, subtitle, isWide, children }: Props) {
  return (
    <div className={clsx('mx-auto w-full px-4 py-8 sm:py-14', isWide ? 'max-w-xl' : 'max-w-md')}>
      <section
        aria-labelledby="page-heading"
        className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <LogoMark className="size-11" />
        <h1
          id="page-heading"
          className="mt-5 font-semibold text-2xl text-stone-900 tracking-tight sm:text-3xl"
        >
          {heading}
        </h1>
        <p className="mt-2 text-stone-600">{subtitle}</p>
        <div className="mt-7">{children}</div>
      </section>
    </div>
  )
}

import { clsx } from 'clsx'
import type { ReactNode } from 'react'

type Props = {
  /** The anchor the header's nav links to (docs/product-spec.md §2 "Anchored sections"). */
  id: string
  eyebrow: string
  heading: string
  intro?: ReactNode
  className?: string
  children?: ReactNode
}

/**
 * One anchored band of the landing: a small label, a heading and its content. Bands off screen are not laid
 * out or painted until they come near (content-visibility), which spares a phone most of the long page's
 * work on arrival; the estimated height is replaced by the real one once a band has been seen.
 */
export function LandingSection({ id, eyebrow, heading, intro, className, children }: Props) {
  const headingId = `${id}-heading`
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={clsx(
        'scroll-mt-20 py-16 [contain-intrinsic-size:auto_56rem] [content-visibility:auto] sm:py-20',
        className,
      )}
    >
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">{eyebrow}</p>
          <h2
            id={headingId}
            className="mt-2 text-balance font-semibold text-3xl text-stone-900 tracking-tight sm:text-4xl"
          >
            {heading}
          </h2>
          {intro ? <div className="mt-4 text-lg text-stone-600">{intro}</div> : null}
        </div>
        {children}
      </div>
    </section>
  )
}

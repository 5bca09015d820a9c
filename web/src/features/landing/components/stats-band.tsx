import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { formatFigure } from '../content/format-figure.ts'
import { marketingCopy } from '../content/marketing-copy.ts'
import { useCountUp } from '../hooks/use-count-up.ts'
import { useIsInView } from '../hooks/use-is-in-view.ts'
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion.ts'

const { figures } = marketingCopy
const stats = [
  { key: 'sales', target: figures.salesIncreasePercent, suffix: '%', isUpTo: true },
  { key: 'time', target: figures.timeSavedPercent, suffix: '%', isUpTo: true },
  { key: 'companies', target: figures.companies, suffix: '+', isUpTo: false },
] as const

/**
 * The counters of docs/product-spec.md §2 (40%, 80% and 2000+ there; the operator's marketing copy here),
 * counting up once they scroll into view.
 */
export function StatsBand() {
  const { t } = useTranslation()
  const ref = useRef<HTMLDListElement>(null)
  const isInView = useIsInView(ref)
  const isReducedMotion = usePrefersReducedMotion()

  return (
    <section aria-labelledby="stats-heading" className="bg-stone-900 py-14 text-white">
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <h2 id="stats-heading" className="text-center font-semibold text-2xl tracking-tight">
          {t('landing.stats.heading')}
        </h2>
        <dl ref={ref} className="mt-8 grid gap-8 text-center sm:grid-cols-3">
          {stats.map((stat) => (
            <Counter
              key={stat.key}
              label={t(`landing.stats.${stat.key}`)}
              target={stat.target}
              suffix={stat.suffix}
              prefix={stat.isUpTo ? t('landing.stats.upTo') : undefined}
              shouldStart={isInView}
              isReducedMotion={isReducedMotion}
            />
          ))}
        </dl>
      </div>
    </section>
  )
}

type CounterProps = {
  label: string
  target: number
  suffix: string
  prefix?: string
  shouldStart: boolean
  isReducedMotion: boolean
}

function Counter({ label, target, suffix, prefix, shouldStart, isReducedMotion }: CounterProps) {
  const { i18n } = useTranslation()
  const value = useCountUp(target, shouldStart, isReducedMotion)
  return (
    <div className="flex flex-col-reverse gap-1">
      <dt className="text-stone-300">{label}</dt>
      <dd className="font-semibold text-5xl text-brand-300 tabular-nums">
        {prefix ? (
          <span className="mr-2 align-middle font-medium text-base text-stone-300">{prefix}</span>
        ) : null}
        {/* The figure alone, with its target: the static landing's own script counts it up (app/landing-islands). */}
        <span data-count-to={target}>{formatFigure(value, i18n.language)}</span>
        {suffix}
      </dd>
    </div>
  )
}

import { clsx } from 'clsx'
import { TriangleAlert } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { type ConfidenceTier, toConfidenceTier, toConfidenceWarnings } from '../confidence.ts'

// docs/product-spec.md §9: 90+ green, 80+ light green, 70+ yellow, else red. The number beside the bar
// carries the meaning; the colour only repeats it.
const BAR_COLOURS: Record<ConfidenceTier, string> = {
  high: 'bg-green-600',
  good: 'bg-lime-500',
  fair: 'bg-yellow-400',
  low: 'bg-red-600',
}

/**
 * The analysis confidence as a bar with the spec's colours, and its low-confidence warnings
 * (docs/product-spec.md §8).
 */
export function ConfidenceSummary({ confidence }: { confidence: number }) {
  const { t } = useTranslation()
  const labelId = useId()
  const value = Math.round(confidence)
  const tier = toConfidenceTier(value)
  const warnings = toConfidenceWarnings(value)
  return (
    <div className="rounded-2xl border border-stone-200 bg-stone-50/60 p-4">
      <div className="flex items-baseline justify-between gap-4">
        <span id={labelId} className="font-medium text-sm text-stone-800">
          {t('menuAnalyses.preview.confidence')}
        </span>
        <span className="font-semibold text-stone-900 tabular-nums">{value}%</span>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot be given the spec's four colours reliably across browsers. */}
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        data-tier={tier}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-stone-200"
      >
        <div className={clsx('h-full rounded-full', BAR_COLOURS[tier])} style={{ width: `${value}%` }} />
      </div>
      {warnings.length > 0 ? (
        <ul className="mt-3 space-y-1.5 text-amber-900 text-sm">
          {warnings.map((warning) => (
            <li key={warning} className="flex items-start gap-2">
              <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600" />
              {t(`menuAnalyses.preview.warnings.${warning}`)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

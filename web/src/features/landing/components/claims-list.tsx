import { clsx } from 'clsx'
import { Building2, Clock, Languages, TrendingUp } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatFigure } from '../content/format-figure.ts'
import { marketingCopy } from '../content/marketing-copy.ts'

const claims = [
  { key: 'companies', Icon: Building2 },
  { key: 'support', Icon: Clock },
  { key: 'sales', Icon: TrendingUp },
  { key: 'languages', Icon: Languages },
] as const

/**
 * The four claims of docs/product-spec.md §2: more than 2,000 companies, 24/7 support, up to 40% more sales,
 * multi-language; the figures come from the operator's marketing copy.
 */
export function ClaimsList({ className }: { className?: string }) {
  const { t, i18n } = useTranslation()
  const { companies, salesIncreasePercent } = marketingCopy.figures
  const values = { companies: formatFigure(companies, i18n.language), percent: salesIncreasePercent }
  return (
    <ul aria-label={t('landing.claims.label')} className={clsx('flex flex-wrap gap-2', className)}>
      {claims.map(({ key, Icon }) => (
        <li
          key={key}
          className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 font-medium text-sm text-stone-700 shadow-sm ring-1 ring-stone-200"
        >
          <Icon aria-hidden className="size-4 text-brand-600" />
          {t(`landing.claims.${key}`, values)}
        </li>
      ))}
    </ul>
  )
}

import { Construction } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** A settings section still being built: said plainly, nothing pretended. Replaced section by section. */
export function SectionPlaceholder() {
  const { t } = useTranslation()
  return (
    <p className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800 text-xs">
      <Construction aria-hidden className="size-3.5" />
      {t('common.comingSoon')}
    </p>
  )
}

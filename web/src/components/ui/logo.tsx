import { clsx } from 'clsx'
import { useTranslation } from 'react-i18next'

/** The Vitrina mark: a "V" on a terracotta tile. Decorative; the wordmark beside it carries the name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={clsx('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="9" className="fill-brand-600" />
      <path d="M9 9h3.2L16 19.6 19.8 9H23l-5.4 14h-3.2z" className="fill-white" />
    </svg>
  )
}

export function Logo({ className, nameClassName }: { className?: string; nameClassName?: string }) {
  const { t } = useTranslation()
  return (
    <span className={clsx('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className={clsx('font-semibold text-lg text-stone-900 tracking-tight', nameClassName)}>
        {t('app.name')}
      </span>
    </span>
  )
}

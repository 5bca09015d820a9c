import { useTranslation } from 'react-i18next'

/** The first thing a keyboard reaches: jumps past the navigation to the page's main content. */
export function SkipLink() {
  const { t } = useTranslation()
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-medium focus:text-brand-800 focus:shadow-lg"
    >
      {t('common.skipToContent')}
    </a>
  )
}

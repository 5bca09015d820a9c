import { clsx } from 'clsx'
import { useTranslation } from 'react-i18next'
import { toggleLanguage } from '../../lib/i18n.ts'
import { buttonClasses } from '../ui/button.tsx'

/**
 * Shows the code of the other language ("EN" while Spanish is active) and switches to it
 * (docs/product-spec.md §2 header).
 */
export function LanguageToggle({ className }: { className?: string }) {
  const { t } = useTranslation()
  return (
    <button
      type="button"
      // The static landing's own script switches the language with this button (app/landing-islands).
      data-language-toggle
      onClick={() => void toggleLanguage()}
      aria-label={t('language.toggleLabel')}
      className={buttonClasses({
        variant: 'secondary',
        className: clsx('h-10 w-12 px-0 text-xs tracking-wide', className),
      })}
    >
      {t('language.toggleCode')}
    </button>
  )
}

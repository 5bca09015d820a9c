import { clsx } from 'clsx'
import { Monitor, Moon, Sun } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { THEMES, type Theme } from '#domain/settings/user-settings.schema.ts'

const ICONS = { light: Sun, dark: Moon, auto: Monitor } as const

/** Claro, Oscuro, Automático: three labelled radios drawn as cards (an icon and a word, never colour alone). */
export function ThemeField({ value, onChange }: { value: Theme; onChange: (theme: Theme) => void }) {
  const { t } = useTranslation()
  return (
    <fieldset>
      <legend className="font-medium text-sm text-stone-800">{t('settings.general.theme')}</legend>
      <div className="mt-1.5 grid gap-2 sm:grid-cols-3">
        {THEMES.map((theme) => {
          const Icon = ICONS[theme]
          const isChosen = theme === value
          return (
            <label
              key={theme}
              className={clsx(
                'flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border bg-white px-3.5 py-3 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 has-[:focus-visible]:outline-offset-2',
                isChosen ? 'border-brand-600 bg-brand-50' : 'border-stone-300 hover:border-stone-400',
              )}
            >
              <input
                type="radio"
                name="theme"
                value={theme}
                checked={isChosen}
                onChange={() => onChange(theme)}
                className="sr-only"
              />
              <Icon
                aria-hidden
                className={clsx('mt-0.5 size-5 shrink-0', isChosen ? 'text-brand-700' : 'text-stone-600')}
              />
              <span>
                <span className="block font-medium text-sm text-stone-900">
                  {t(`settings.general.themes.${theme}`)}
                </span>
                <span className="block text-stone-600 text-xs">
                  {t(`settings.general.themeNotes.${theme}`)}
                </span>
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}

import { createContext, useContext } from 'react'
import type { Language } from '../../../../lib/i18n.ts'

/**
 * How the business's menu shows prices and its own words: its currency (ISO 4217) and language. The route
 * reads them from the signed-in owner (the accounts feature) and provides them here, since features do not
 * import each other.
 */
export type MenuLocale = { currency: string; language: Language }

export const MenuLocaleContext = createContext<MenuLocale | null>(null)

export function useMenuLocale(): MenuLocale {
  const locale = useContext(MenuLocaleContext)
  if (!locale) throw new Error('useMenuLocale needs a MenuLocaleContext provider (see MyCatalogues).')
  return locale
}

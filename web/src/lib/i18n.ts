import i18next, { type ParseKeys } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { en, es } from '../locales/messages.ts'

export const languages = ['es', 'en'] as const
export type Language = (typeof languages)[number]
/** A translation key; the compiler checks it against es.json (see i18next.d.ts). */
export type MessageKey = ParseKeys

// Spanish first (docs/product-spec.md §1); the choice is remembered on this device until settings live on the
// server.
export const defaultLanguage: Language = 'es'
export const languageStorageKey = 'language'
export const languageCookieName = 'lang'

export const resources = { es: { translation: es }, en: { translation: en } } as const

export function isLanguage(value: unknown): value is Language {
  return languages.includes(value as Language)
}

/** The language a link asks for (`/?lang=en`, the landing's English address), if any. */
function readAddressLanguage(): Language | undefined {
  const asked = new URLSearchParams(window.location.search).get('lang')
  return isLanguage(asked) ? asked : undefined
}

function readStartLanguage(): Language {
  // Rendered at build time there is no window: the prerender picks each language itself.
  if (typeof window === 'undefined') return defaultLanguage
  const asked = readAddressLanguage()
  if (asked) return asked
  try {
    const stored = localStorage.getItem(languageStorageKey)
    return isLanguage(stored) ? stored : defaultLanguage
  } catch {
    // Storage can be blocked (private modes, strict cookie settings); Spanish is then the right default.
    return defaultLanguage
  }
}

/**
 * Remembers the choice on this device, and in a cookie so that the server answers the landing already
 * rendered in it (server/src/plugins/spa.ts).
 */
function rememberLanguage(language: string): void {
  document.documentElement.lang = language
  // An address that names a language (`/?lang=en`) follows the toggle, so a reload keeps the choice.
  const address = new URL(window.location.href)
  if (address.searchParams.has('lang') && address.searchParams.get('lang') !== language) {
    address.searchParams.set('lang', language)
    window.history.replaceState(window.history.state, '', address)
  }
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party preference, read by our own server.
  document.cookie = `${languageCookieName}=${language}; path=/; max-age=31536000; samesite=lax`
  try {
    localStorage.setItem(languageStorageKey, language)
  } catch {
    // Not being able to remember the choice must not break switching it.
  }
}

export const i18n = i18next.createInstance()

i18n.use(initReactI18next).init({
  resources,
  lng: readStartLanguage(),
  fallbackLng: defaultLanguage,
  supportedLngs: languages,
  // Resources are bundled, so initialising synchronously lets the first render already be translated.
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
})

if (typeof window !== 'undefined') {
  // Kept at once: a language asked for by the address becomes the choice, like one picked with the toggle,
  // and the cookie catches up with a choice stored before it existed.
  rememberLanguage(i18n.language)
  i18n.on('languageChanged', rememberLanguage)
}

export function getCurrentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : defaultLanguage
}

/** Switches between Spanish and English, the two languages the toggle offers. */
export function toggleLanguage(): Promise<unknown> {
  return i18n.changeLanguage(getCurrentLanguage() === 'es' ? 'en' : 'es')
}

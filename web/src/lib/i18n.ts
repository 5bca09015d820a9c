import i18next, { type ParseKeys } from 'i18next'
import { initReactI18next } from 'react-i18next'

export const languages = ['es', 'en'] as const
export type Language = (typeof languages)[number]
/** A translation key; the compiler checks it against es.json (see i18next.d.ts). */
export type MessageKey = ParseKeys

// Spanish first (docs/product-spec.md §1); the choice is remembered on this device until settings live on the
// server.
export const defaultLanguage: Language = 'es'
export const languageStorageKey = 'language'
export const languageCookieName = 'lang'

type Messages = Record<string, unknown>

/** Each language's messages are a chunk of their own: a visitor downloads only the language shown. */
const messageLoaders: Record<Language, () => Promise<Messages>> = {
  es: () => import('../locales/messages.es.ts').then((module) => module.es),
  en: () => import('../locales/messages.en.ts').then((module) => module.en),
}

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
  // Filled by loadLanguage before the first render (main.tsx), and before each switch.
  resources: {},
  partialBundledLanguages: true,
  lng: readStartLanguage(),
  fallbackLng: defaultLanguage,
  supportedLngs: languages,
  // Nothing to fetch at init: loadLanguage adds the messages, so initialising synchronously is enough.
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

/** The language the app starts in: the address's, else the one remembered on this device, else Spanish. */
export function startLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage
}

/** Makes `language`'s messages available (downloading them once), so that a render in it is translated. */
export async function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return
  i18n.addResourceBundle(language, 'translation', await messageLoaders[language]())
}

/** Gives the messages of both languages at once, where nothing may wait: tests and the build-time render. */
export function addMessages(messages: Record<Language, Messages>): void {
  for (const language of languages) i18n.addResourceBundle(language, 'translation', messages[language])
}

/** Switches between Spanish and English, the two languages the toggle offers. */
export async function toggleLanguage(): Promise<unknown> {
  const next = getCurrentLanguage() === 'es' ? 'en' : 'es'
  await loadLanguage(next)
  return i18n.changeLanguage(next)
}

import i18next, { type ParseKeys } from 'i18next'
import { initReactI18next } from 'react-i18next'
import {
  isLanguage,
  type Language,
  languages,
  readChosenLanguage,
  rememberLanguage,
} from './language-preference.ts'

export { isLanguage, type Language, languages } from './language-preference.ts'

/** A translation key; the compiler checks it against es.json (see i18next.d.ts). */
export type MessageKey = ParseKeys

// Spanish first (docs/product-spec.md §1); the choice is remembered on this device until settings live on the
// server.
export const defaultLanguage: Language = 'es'

type Messages = Record<string, unknown>

/** Each language's messages are a chunk of their own: a visitor downloads only the language shown. */
const messageLoaders: Record<Language, () => Promise<Messages>> = {
  es: () => import('../locales/messages.es.ts').then((module) => module.es),
  en: () => import('../locales/messages.en.ts').then((module) => module.en),
}

/** The language the app starts in: the one the visitor chose (address, then device), else Spanish. */
function readStartLanguage(): Language {
  // Rendered at build time there is no window: the prerender picks each language itself.
  if (typeof window === 'undefined') return defaultLanguage
  const chosen = readChosenLanguage(isLanguage)
  return isLanguage(chosen) ? chosen : defaultLanguage
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

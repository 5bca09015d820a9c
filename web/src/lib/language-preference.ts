// The visitor's language choice as the browser keeps it, apart from i18next: the landing's first script
// (web/src/app/landing-islands/boot.ts) switches languages with it and must not download the translation
// library to do so.

export const languages = ['es', 'en'] as const
export type Language = (typeof languages)[number]

export function isLanguage(value: unknown): value is Language {
  return languages.includes(value as Language)
}

export const languageStorageKey = 'language'
export const languageCookieName = 'lang'

/**
 * The language this visitor chose, as an address that names one (`/?lang=en`) or this device remembers it;
 * undefined when neither names one that `isOffered` (or storage is blocked).
 */
export function readChosenLanguage(isOffered: (language: string) => boolean): string | undefined {
  const asked = new URLSearchParams(window.location.search).get('lang')
  if (asked && isOffered(asked)) return asked
  try {
    const stored = localStorage.getItem(languageStorageKey)
    return stored && isOffered(stored) ? stored : undefined
  } catch {
    // Storage can be blocked (private modes, strict cookie settings).
    return undefined
  }
}

/**
 * Remembers `language` on this device, and in a cookie so that the server answers the landing already
 * rendered in it (server/src/plugins/landing-pages.ts). An address that names a language (`/?lang=en`) follows the
 * choice, so a reload keeps it.
 */
export function rememberLanguage(language: string): void {
  document.documentElement.lang = language
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

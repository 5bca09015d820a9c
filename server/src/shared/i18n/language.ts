export const LANGUAGES = ['es', 'en'] as const
export type Language = (typeof LANGUAGES)[number]

/**
 * Picks the answer language from an Accept-Language header; Spanish unless English is preferred
 * (docs/product-spec.md §1).
 */
export function pickLanguage(acceptLanguage: string | undefined): Language {
  return preferredLanguage(acceptLanguage) ?? 'es'
}

/** The language of ours an Accept-Language header prefers, or undefined when it names neither. */
export function preferredLanguage(acceptLanguage: string | undefined): Language | undefined {
  if (!acceptLanguage) return undefined
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { base: tag.split('-')[0] ?? '', quality: q ? Number(q.slice(2)) || 0 : 1 }
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality)
  const match = ranked.find((entry) => (LANGUAGES as readonly string[]).includes(entry.base))
  return match?.base as Language | undefined
}

/**
 * The `lang` cookie: the language a person chose on this site (the app's toggle writes it, the public menu's
 * switch too), holding nothing but the language. The landing and the public menu answer in it.
 */
export const LANGUAGE_COOKIE = 'lang'

/** The language a Cookie header's `lang` names, or undefined. */
export function readLanguageCookie(cookieHeader: string | undefined): Language | undefined {
  const chosen = /(?:^|;\s*)lang=([a-z]+)/.exec(cookieHeader ?? '')?.[1]
  return (LANGUAGES as readonly string[]).includes(chosen ?? '') ? (chosen as Language) : undefined
}

/** The Set-Cookie value that keeps a chosen language for a year, as the app's toggle writes it. */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`
}

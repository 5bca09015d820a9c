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

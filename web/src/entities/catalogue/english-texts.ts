import type { Translations } from '#domain/catalogues/translations.ts'

/**
 * The English texts a dialog typed, as the API takes a row's `translations`: `{ en: { name: 'Soup' } }`
 * with only the fields given, `{}` with none. Always sent whole, so a field emptied removes its translation
 * (the API replaces the row's translations with what it is sent).
 */
export function englishTranslations<Field extends string>(texts: Record<Field, string>): Translations<Field> {
  const given = Object.entries<string>(texts)
    .map(([field, text]) => [field, text.trim()] as const)
    .filter(([, text]) => text !== '')
  return given.length > 0 ? { en: Object.fromEntries(given) as Partial<Record<Field, string>> } : {}
}

/** How many of these English texts are filled in (the closed section says so, see EnglishTextsToggle). */
export function countFilled(texts: readonly string[]): number {
  return texts.filter((text) => text.trim() !== '').length
}

import { type Translations, translationOf } from '#domain/catalogues/translations.ts'
import { type HtmlSafe, html } from '../../shared/html.ts'
import type { PageLanguage } from './public-menu.words.ts'

/** The languages a page speaks in: the diner's, and the one the owner wrote the menu in. */
export type TextLanguages = { language: PageLanguage; originalLanguage: PageLanguage }

type Translatable<Field extends string> = Record<Field, string> & { translations: Translations<Field> }

/** The owner's translation into the page's language, when the page is not in the menu's own language. */
function translationFor<Field extends string>(
  row: Translatable<Field>,
  field: Field,
  languages: TextLanguages,
) {
  return languages.language === languages.originalLanguage
    ? undefined
    : translationOf(row, field, languages.language)
}

/**
 * An owner's text in the page's language: its translation when the owner gave one, else the original. A
 * text shown in another language than the page's says so (`<span lang="es">`), so a screen reader reads a
 * Spanish dish name on an English page with Spanish sounds.
 */
export function ownerText<Field extends string>(
  row: Translatable<Field>,
  field: Field,
  languages: TextLanguages,
): HtmlSafe | string {
  return textOrOriginal(row[field], translationFor(row, field, languages), languages)
}

/**
 * `translation` when the page is in another language than the menu's and the owner gave one, else the
 * `original`, marked as written in the menu's language (a category's shared size, kept beside its labels).
 */
export function textOrOriginal(
  original: string,
  translation: string | undefined,
  languages: TextLanguages,
): HtmlSafe | string {
  if (languages.language === languages.originalLanguage || !original) return original
  return translation || html`<span lang="${languages.originalLanguage}">${original}</span>`
}

/** The plain text of `field` in the page's language (for captions and initials), falling back likewise. */
export function ownerPlainText<Field extends string>(
  row: Translatable<Field>,
  field: Field,
  languages: TextLanguages,
): string {
  return translationFor(row, field, languages) ?? row[field]
}

import { z } from 'zod'

/**
 * Languages a catalogue's texts may be translated into. The texts the owner types first are the catalogue's
 * own (Spanish for nearly every business); a translation sits beside them, field by field, and the public
 * menu falls back to the original for every field left empty.
 */
export const TRANSLATION_LANGUAGES = ['en'] as const
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number]

/**
 * The translations of one row: per language, the translated fields given (`{ en: { name: 'Soup' } }`). A
 * field trimmed to nothing is dropped, and so is a language left with no field: "no translation" is one
 * shape, never `{ en: { name: '' } }`.
 */
export function translationsSchema<Shape extends Record<string, z.ZodString>>(fields: Shape) {
  const optionalFields = Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, field.trim().optional()]),
  ) as { [Key in keyof Shape]: z.ZodOptional<Shape[Key]> }
  const perLanguage = z.object(optionalFields).strict()
  // `overwrite` keeps the type, so the API contract still describes the shape the client reads.
  return z
    .partialRecord(z.enum(TRANSLATION_LANGUAGES), perLanguage)
    .overwrite((translations) => keepGivenTexts(translations as Translations<string>) as typeof translations)
}

export type Translations<Field extends string> = Partial<
  Record<TranslationLanguage, Partial<Record<Field, string>>>
>

function keepGivenTexts<Field extends string>(translations: Translations<Field>): Translations<Field> {
  const kept: Translations<Field> = {}
  for (const language of TRANSLATION_LANGUAGES) {
    const given = Object.entries(translations[language] ?? {}).filter(
      (entry): entry is [Field, string] => typeof entry[1] === 'string' && entry[1] !== '',
    )
    if (given.length > 0) kept[language] = Object.fromEntries(given) as Partial<Record<Field, string>>
  }
  return kept
}

/** The owner's translation of `field` into `language`, or undefined when they gave none. */
export function translationOf<Field extends string>(
  row: { translations: Translations<Field> },
  field: Field,
  language: string,
): string | undefined {
  return row.translations[language as TranslationLanguage]?.[field] || undefined
}

/** The text of `field` in `language`, or the original when that language has none: the fallback per field. */
export function translated<Row extends Record<Field, string>, Field extends string>(
  row: Row & { translations: Translations<Field> },
  field: Field,
  language: string,
): string {
  return translationOf(row, field, language) ?? row[field]
}

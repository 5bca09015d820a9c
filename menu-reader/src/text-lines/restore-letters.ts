import { ENGLISH_WORDS, SPANISH_WORDS } from './menu-lexicon.ts'

/** The language a page's words are mostly in, by the menu words it prints. */
export type MenuLanguage = 'es' | 'en'

/** A word in lower case without its marks ("Limón" → "limon"); ñ loses its tilde too. */
export const plainWord = (word: string): string =>
  word.toLocaleLowerCase('es').normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC')

// The recogniser's alphabet (PP-OCRv4, trained mostly on Chinese and English) has no ñ, Ñ, Á, Í or Ú, and
// it often drops the accents it has: "Buñuelos" comes out as "Bunuelos" or "Buniuelos", "LIMÓN" as "LIMON".
// Menu words only ever written with those letters get them back. A word that is another menu word without
// its marks ("solo" and "sólo", "menu" in English) is left as read.
function findSpellings(words: ReadonlySet<string>): Map<string, string> {
  const spellings = new Map<string, string>()
  for (const word of words) {
    const plain = plainWord(word)
    if (plain !== word && !words.has(plain)) spellings.set(plain, word)
  }
  return spellings
}

// Spanish writes "Salmón" where English writes "Salmon"; English menus borrow a few marked words (jalapeño,
// rosé) and print Spanish dishes ("Jamón ibérico"): a page's own language spells first, the other fills in
// where the plain word is none of its own.
function mergeSpellings(own: ReadonlySet<string>, other: ReadonlySet<string>): Map<string, string> {
  const spellings = findSpellings(own)
  for (const [plain, word] of findSpellings(other)) {
    if (!spellings.has(plain) && !own.has(plain)) spellings.set(plain, word)
  }
  return spellings
}

const SPELLINGS: Record<MenuLanguage, Map<string, string>> = {
  es: mergeSpellings(SPANISH_WORDS, ENGLISH_WORDS),
  en: mergeSpellings(ENGLISH_WORDS, SPANISH_WORDS),
}

/** `word` written in the case of `model`: all capitals, a capital first, or as it is. */
export function matchCase(model: string, word: string): string {
  if (model === model.toLocaleUpperCase('es') && model !== model.toLocaleLowerCase('es')) {
    return word.toLocaleUpperCase('es')
  }
  if (/^\p{Lu}/u.test(model)) return (word[0] ?? '').toLocaleUpperCase('es') + word.slice(1)
  return word
}

/** The menu spelling of a word read without its marks, in `language`; undefined when it has none. */
export function findSpelling(plain: string, language: MenuLanguage): string | undefined {
  const spellings = SPELLINGS[language]
  const spelling = spellings.get(plain)
  if (spelling) return spelling
  // ñ read as "ni" ("Buniuelos"): the word with one "ni" taken for an ñ.
  for (const hit of plain.matchAll(/ni/g)) {
    const candidate = spellings.get(`${plain.slice(0, hit.index)}n${plain.slice(hit.index + 2)}`)
    if (candidate?.includes('ñ')) return candidate
  }
  return undefined
}

/**
 * Gives a read word back the ñ and accents its menu spelling has in `language` ("Bunuelos" and "Buniuelos"
 * → "Buñuelos", "LIMON" → "LIMÓN"), keeping its case and any punctuation around it, and a € read as ∈.
 * Other words come back unchanged.
 */
export function restoreLetters(read: string, language: MenuLanguage = 'es'): string {
  // The alphabet has ∈ but no €: a price's sign comes back as ∈ ("34,00 ∈/Kg.").
  const text = read.replace(/∈/g, '€')
  const match = /^([^\p{L}]*)(\p{L}+)([^\p{L}]*)$/u.exec(text)
  if (!match) return text
  const [, before = '', word = '', after = ''] = match
  const spelling = findSpelling(plainWord(word), language)
  return spelling ? before + matchCase(word, spelling) + after : text
}

import { isMenuWord, isOneSlipFromMenuWord } from '../layout/menu-words.ts'

// A name read wrong holds words no one writes. The recogniser misreads letters: one taken for another
// ("Hamhurguesa"), a digit or a sign among letters ("BR0CHETA", "pat|tas"), capitals scattered inside a word,
// no vowel at all; a PDF's text layer gives words as they were typed, so those are judged on pictures only.
// On any page a word may come broken apart ("COMPLE T A", "ENSAL AD A") or run together ("8PRESASDEPOLLO"), and
// a name may be cut short on a word that joins it to the next line ("HERBALES, TÉ Y"). A word the reader's
// menu lexicon lacks is no sign by itself, since menus name places, brands and dishes no list holds.

/** Letters a word needs before its spelling is judged ("uds", "pan", "té" are too short to tell). */
const MIN_LETTERS = 4
/** Letters a word needs before one slip from a menu word says it was misread (short words have many neighbours). */
const MIN_SLIP_LETTERS = 5
/** Letters no word outside the lexicon reaches: a longer run is words run together. */
const LONG_RUN = 13
/** One-letter words of Spanish and English names ("a la", "y", "o", "e", "u"); "c/" abbreviates "con". */
const ONE_LETTER_WORDS = new Set(['a', 'e', 'o', 'u', 'y', '&', '+'])
/** Words that join a name to what follows it: a name does not end on one. */
const JOINING_WORDS = new Set([
  ...[
    'a',
    'al',
    'con',
    'de',
    'del',
    'e',
    'el',
    'en',
    'la',
    'las',
    'los',
    'o',
    'para',
    'por',
    'sin',
    'u',
    'y',
  ],
  ...['and', 'in', 'of', 'on', 'or', 'the', 'with'],
])

/** Where a page's words come from: its PDF text layer, or the recogniser reading a picture. */
export type WordSource = 'text' | 'ocr'

/** Whether an item's name looks misread, broken, run together, cut short or wordless, by the rules above. */
export function isNameUnclear(name: string, source: WordSource = 'ocr'): boolean {
  // A name is words: "88" or "- 1 -" is a number or a mark read as one.
  if ((name.match(/\p{L}/gu)?.length ?? 0) < 2) return true
  const tokens = name.split(/\s+/u).filter(Boolean)
  const words = tokens.map((token) => token.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, '')).filter(Boolean)
  if (isCutShort(words) || hasBrokenWord(tokens, words)) return true
  const pieces = words.flatMap((word) => word.split(/[/(),;:«»"“”]+/u)).filter(Boolean)
  return pieces.some((word) => isRunTogether(word) || (source === 'ocr' && isMisread(word)))
}

function isCutShort(words: readonly string[]): boolean {
  const last = words.at(-1)?.toLocaleLowerCase('es')
  return last !== undefined && JOINING_WORDS.has(last) && !(words.length === 1 && last === 'a')
}

// "COMPLE T A", "L imonada", "O Tortilla": a lone letter that is no word; "ENSAL AD A": pieces of a menu word.
function hasBrokenWord(tokens: readonly string[], words: readonly string[]): boolean {
  const isLoneLetter = (token: string, index: number) =>
    /^\p{L}$/u.test(token) &&
    (!ONE_LETTER_WORDS.has(token.toLocaleLowerCase('es')) || (index === 0 && token !== 'A'))
  if (tokens.some((token, index) => isLoneLetter(token, index) && tokens.length > 1)) return true
  const isLetters = (word: string) => /^\p{L}+$/u.test(word)
  return words.some((_, index) =>
    [2, 3].some((count) => {
      const run = words.slice(index, index + count)
      if (run.length < count || !run.every(isLetters) || run.every(isMenuWord)) return false
      const joined = run.join('')
      return joined.length >= MIN_SLIP_LETTERS && isMenuWord(joined)
    }),
  )
}

// "8PRESASDEPOLLO", "2Porciones": a number glued to a word ("600ml", "33Cl" are measures); a run of letters
// longer than words outside the lexicon are.
function isRunTogether(word: string): boolean {
  if (/\d\p{L}{4,}/u.test(word)) return true
  return /^\p{L}+$/u.test(word) && word.length >= LONG_RUN && !isMenuWord(word)
}

function isMisread(word: string): boolean {
  const letters = word.match(/\p{L}/gu)?.length ?? 0
  if (letters < MIN_LETTERS) return false
  // "500g", "T-bone" and "Coca-Cola" are written so; a digit or a sign inside the letters is not.
  if (/\p{L}\d+\p{L}/u.test(word) || /\p{L}[|\\~^_=<>{}[\]@#]+\p{L}/u.test(word)) return true
  const parts = word.split(/[-'’.]/).filter((part) => part.length >= MIN_LETTERS)
  return parts.some(
    (part) =>
      hasScatteredCapitals(part) ||
      hasNoVowel(part) ||
      (part.length >= MIN_SLIP_LETTERS && /^\p{L}+$/u.test(part) && isOneSlipFromMenuWord(part)),
  )
}

// "PaTaTas": twice a capital after a small letter ("McFlurry" has it once).
const hasScatteredCapitals = (word: string) => (word.match(/\p{Ll}\p{Lu}/gu)?.length ?? 0) >= 2

const hasNoVowel = (word: string) => /^\p{L}+$/u.test(word) && !/[aeiouyáéíóúü]/iu.test(word)

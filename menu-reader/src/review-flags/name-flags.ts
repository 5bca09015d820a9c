import { MENU_WORDS } from '../text-lines/menu-lexicon.ts'
import { plainWord } from '../text-lines/restore-letters.ts'

// A name the recogniser misread holds words no one writes: a letter taken for another ("Hamhurguesa"), a
// digit or a sign among letters ("BR0CHETA", "pat|tas"), capitals scattered inside a word, no vowel at all.
// A word the reader's menu lexicon (text-lines/menu-lexicon.ts) lacks is no sign by itself, since menus name
// places, brands and dishes no list holds; one a single slip away from a lexicon word it is not, is.

/** Letters a word needs before its spelling is judged ("uds", "pan", "té" are too short to tell). */
const MIN_LETTERS = 4
/** Letters a word needs before one slip from a menu word says it was misread (four-letter words have many neighbours). */
const MIN_SLIP_LETTERS = 5

let plainLexicon: ReadonlySet<string> | undefined
const lexicon = () => {
  plainLexicon ??= new Set([...MENU_WORDS].map(plainWord))
  return plainLexicon
}

/** Whether an item's name holds a word that looks misread, by the rules above. */
export function isNameUnclear(name: string): boolean {
  return name
    .split(/[\s/()«»"“”,;:]+/u)
    .map((word) => word.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, ''))
    .some(isWordUnclear)
}

function isWordUnclear(word: string): boolean {
  const letters = word.match(/\p{L}/gu)?.length ?? 0
  if (letters < MIN_LETTERS) return false
  // "500g", "T-bone" and "Coca-Cola" are written so; a digit or a sign inside the letters is not.
  if (/\p{L}\d+\p{L}/u.test(word) || /\p{L}[|\\~^_=<>{}[\]@#]+\p{L}/u.test(word)) return true
  const parts = word.split(/[-'’.]/).filter((part) => part.length >= MIN_LETTERS)
  return parts.some((part) => hasScatteredCapitals(part) || hasNoVowel(part) || isOneSlipFromMenuWord(part))
}

// "PaTaTas": twice a capital after a small letter ("McFlurry" has it once).
const hasScatteredCapitals = (word: string) => (word.match(/\p{Ll}\p{Lu}/gu)?.length ?? 0) >= 2

const hasNoVowel = (word: string) => /^\p{L}+$/u.test(word) && !/[aeiouyáéíóúü]/iu.test(word)

function isOneSlipFromMenuWord(word: string): boolean {
  const plain = plainWord(word)
  if (plain.length < MIN_SLIP_LETTERS || !/^\p{L}+$/u.test(plain)) return false
  const words = lexicon()
  if (words.has(plain) || isInflectionOfKnown(plain, words)) return false
  for (const known of words) {
    if (Math.abs(known.length - plain.length) <= 1 && isOneEditApart(plain, known)) return true
  }
  return false
}

// A plural or a singular of a menu word ("dumplings" of "dumpling", "tortilla" of "tortillas") is written so.
function isInflectionOfKnown(plain: string, words: ReadonlySet<string>): boolean {
  const forms = [`${plain}s`, `${plain}es`, plain.replace(/e?s$/, ''), plain.replace(/s$/, '')]
  return forms.some((form) => form !== plain && words.has(form))
}

/** Whether one letter changed, added or dropped turns `a` into `b` (never equal strings). */
export function isOneEditApart(a: string, b: string): boolean {
  if (a === b) return false
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a]
  if (longer.length - shorter.length > 1) return false
  let start = 0
  while (start < shorter.length && shorter[start] === longer[start]) start++
  if (shorter.length === longer.length) return shorter.slice(start + 1) === longer.slice(start + 1)
  return shorter.slice(start) === longer.slice(start + 1)
}

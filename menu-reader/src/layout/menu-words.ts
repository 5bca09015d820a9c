import { MENU_WORDS } from '../text-lines/menu-lexicon.ts'
import { plainWord } from '../text-lines/restore-letters.ts'

// The reader's menu lexicon (text-lines/menu-lexicon.ts) as the review flags and the restaurant's name look words up in it: without
// case or marks, a word's other gender and number counted as known ("guisada" of "guisado", "tortillas").

let plainLexicon: ReadonlySet<string> | undefined
const lexicon = () => {
  plainLexicon ??= new Set([...MENU_WORDS].map(plainWord))
  return plainLexicon
}

/** Whether a word (any case, with or without marks) is a menu word, or one in another gender or number. */
export function isMenuWord(word: string): boolean {
  const plain = plainWord(word)
  const words = lexicon()
  if (words.has(plain)) return true
  const stem = plain.replace(/(es|s)$/, '')
  const forms = [`${plain}s`, `${plain}es`, stem, plain.replace(/s$/, ''), ...swapGender(plain)]
  return forms.some((form) => form !== plain && words.has(form))
}

// "guisada" → "guisado", "guisados" → "guisadas".
function swapGender(plain: string): string[] {
  const swap = { a: 'o', o: 'a' } as const
  const match = plain.match(/([ao])(s?)$/)
  if (!match) return []
  const vowel = match[1] as 'a' | 'o'
  return [`${plain.slice(0, match.index)}${swap[vowel]}${match[2]}`]
}

/** Whether a menu word is one letter changed, added or dropped away from `word` (itself no menu word). */
export function isOneSlipFromMenuWord(word: string): boolean {
  const plain = plainWord(word)
  if (isMenuWord(plain)) return false
  for (const known of lexicon()) {
    if (Math.abs(known.length - plain.length) <= 1 && isOneEditApart(plain, known)) return true
  }
  return false
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

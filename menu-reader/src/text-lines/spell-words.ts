import { correctWord } from './correct-words.ts'
import type { ReadCharacter } from './decode-ctc.ts'
import { ENGLISH_WORDS, SPANISH_WORDS } from './menu-lexicon.ts'
import { type MenuLanguage, plainWord, restoreLetters } from './restore-letters.ts'
import { restoreEuros, restoreOpeningMarks } from './restore-signs.ts'

/** A word as the recogniser read it: its characters, with their probabilities and runner-ups. */
export type ReadWord = readonly ReadCharacter[]

const SPANISH_PLAIN = new Set([...SPANISH_WORDS].map(plainWord))
const ENGLISH_PLAIN = new Set([...ENGLISH_WORDS].map(plainWord))

/** The language most of `words` are menu words of (only one language's words count); Spanish on a tie. */
export function guessLanguage(words: readonly string[]): MenuLanguage {
  let balance = 0
  for (const word of words) {
    const plain = plainWord(word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''))
    const [isSpanish, isEnglish] = [SPANISH_PLAIN.has(plain), ENGLISH_PLAIN.has(plain)]
    if (isSpanish !== isEnglish) balance += isSpanish ? 1 : -1
  }
  return balance >= 0 ? 'es' : 'en'
}

const textOf = (word: ReadWord) => word.map((character) => character.text).join('')

/** Whether a recogniser's classes include the marks a Chinese dictionary lacks: ñ, €, ¿ and ¡. */
export function readsMenuMarks(alphabet: readonly string[]): boolean {
  return ['ñ', 'Ñ', '€', '¿', '¡'].every((mark) => alphabet.includes(mark))
}

/**
 * The text of every word of a page, line by line (`lines`: each line's words as read): a slip the recogniser's
 * own runner-ups allow put right against the menu lexicon ("Curos" → "Euros"). A recogniser that cannot
 * write ñ, €, ¿ or ¡ (`readsMarks` false) also has ñ and accents given back in the page's language, and €,
 * ¿ and ¡ restored where the line shows them; one that reads them is taken at its word.
 */
export function spellPageWords(lines: readonly (readonly ReadWord[])[], readsMarks = false): string[][] {
  const language = guessLanguage(lines.flatMap((words) => words.map(textOf)))
  return lines.map((words) => {
    const corrected = words.map((word) => correctWord(word) ?? textOf(word))
    if (readsMarks) return corrected
    const spelt = corrected.map((word) => restoreLetters(word, language))
    return restoreOpeningMarks(restoreEuros(spelt), language)
  })
}

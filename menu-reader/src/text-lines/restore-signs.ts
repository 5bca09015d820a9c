import type { MenuLanguage } from './restore-letters.ts'

// The recogniser has no €, ¿ or ¡ (PP-OCRv4's dictionary): it reads € as ∈, E or C, and ¿ ¡ as i, j, l or
// a mark the other way up. These rules give them back where a line shows what was printed.

// A price's number: "12", "12,50", "1.250", "12.50".
const NUMBER = String.raw`\d{1,3}(?:[.,]\d{3})*(?:[.,]\d{1,2})?`
// ∈ is the recogniser's € (its likeliest class for it); E and C are its shape read as a letter.
const EURO_AFTER = new RegExp(`^(${NUMBER})[∈EC]([.,:;)]?)$`, 'u')
const EURO_BEFORE = new RegExp(`^[∈EC](${NUMBER})([.,:;)]?)$`, 'u')
const PRICE = new RegExp(`^[€∈]?${NUMBER}[€∈]?$`, 'u')
const LONE_EURO = /^[∈EC€]$/u

// Letters a ¿ or ¡ is read as, before a capital: "iQuieres", "jHola", "?Postre".
const INVERTED_MARK = /^[iíjl1|?!¿¡:;]/u

/** Whether a word is a number a menu prints as a price ("12,50", "9"), a sign stuck to it allowed. */
const isPrice = (word: string) => PRICE.test(word)

/**
 * The words of one line with € given back where the recogniser read it as ∈, E or C beside a price:
 * "12,50E" → "12,50€", "E12.50" → "€12.50", "9,50 C" → "9,50 €". A lone E or C away from a price stays.
 */
export function restoreEuros(words: readonly string[]): string[] {
  return words.map((word, index) => {
    const after = EURO_AFTER.exec(word)
    if (after && /[.,]\d{2}$|^\d{1,3}$/.test(after[1] ?? '')) return `${after[1]}€${after[2]}`
    const before = EURO_BEFORE.exec(word)
    if (before && /[.,]\d{2}$/.test(before[1] ?? '')) return `€${before[1]}${before[2]}`
    if (!LONE_EURO.test(word)) return word
    const isBesidePrice = isPrice(words[index - 1] ?? '') || isPrice(words[index + 1] ?? '')
    return isBesidePrice ? '€' : word
  })
}

/** The word where the sentence ending at `end` starts: the line's first, or the one after a full stop. */
function sentenceStart(words: readonly string[], end: number): number {
  let start = end
  while (start > 0 && !/[.!?:]$/.test(words[start - 1] ?? '')) start--
  return start
}

/**
 * The words of one line of a Spanish page with the ¿ or ¡ that opens a question or an exclamation given
 * back, where the line shows its closing ? or !: a mark misread before a capital ("iQuieres postre?" →
 * "¿Quieres postre?") is put right, a missing one added. Other languages' lines come back as they were.
 */
export function restoreOpeningMarks(words: readonly string[], language: MenuLanguage): string[] {
  if (language !== 'es') return [...words]
  const restored = [...words]
  restored.forEach((word, end) => {
    const close = /([?!])[)"”]?$/.exec(word)?.[1]
    if (!close) return
    const start = sentenceStart(restored, end)
    if (!restored.slice(start, end + 1).some((part) => /\p{L}{2}/u.test(part))) return
    const open = close === '?' ? '¿' : '¡'
    const first = restored[start] ?? ''
    if (first.startsWith(open)) return
    if (INVERTED_MARK.test(first) && /^\p{Lu}/u.test(first.slice(1))) {
      restored[start] = open + first.slice(1)
    } else if (/^\p{Lu}/u.test(first)) {
      restored[start] = open + first
    }
  })
  return restored
}

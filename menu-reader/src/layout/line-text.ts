import type { LineParts } from './line-parts.ts'
import type { Segment } from './segments.ts'

/** One line of a menu in reading order: a segment of a row and what it says (text, price). */
export type Line = Segment & LineParts

/** The letters of a text, signs and digits left out. */
export const lettersOf = (text: string) => text.replace(/[^\p{L}]/gu, '')

/** Whether a text is written in capitals (ignoring digits and signs). */
export const isAllCaps = (text: string) => {
  const only = lettersOf(text)
  return only.length >= 2 && only === only.toLocaleUpperCase('es') && only !== only.toLocaleLowerCase('es')
}

/** Whether a text opens in lower case or a bracket: a sentence's middle, a description. */
export const startsLower = (text: string) => /^[(\p{Ll}]/u.test(text)

// A name cut after one of these words goes on ("Brownie con" / "helado").
export const CONNECTIVE = /^(con|de|del|al|a|y|e|en|la|el|los|las|with|and|of|the|in|on|&)$/i

/** Whether a text ends on a lower-case connective ("Espaguetis a la"): a name cut before its end. */
export const endsOnConnective = (text: string) => {
  const last = text.split(/\s+/).at(-1) ?? ''
  return CONNECTIVE.test(last) && last === last.toLowerCase()
}

/** The number of words of a text. */
export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length

/** Whether a line is a price printed alone (no text beside it). */
export const isLonePrice = (line: Line | undefined) =>
  line !== undefined && line.text === '' && line.price !== ''

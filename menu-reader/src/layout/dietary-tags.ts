import { unionOfBoxes } from '../geometry/box.ts'
import type { Word } from '../geometry/word.ts'

// Dietary and allergen marks menus print after a name or a price: "(V)", "(VG)", "(GF)", "(SG)", "(V, GF)",
// "(vegano)", "(sin gluten)". They say something about the dish, not its name: they go to its description.
const MARK =
  /^(?:v|vg|ve|vn|veg|gf|sg|df|lf|nf|n|h|p|vegan|vegano|vegana|vegetarian|vegetariano|vegetariana|sin gluten|gluten free|celiaco|celíaco|celiacos|celíacos|picante|spicy|sin lactosa|dairy free)$/iu

/** Whether a text is one or more dietary marks in brackets: "(V)", "(VG)(GF)", "(V, GF)", "(sin gluten)". */
export function isDietaryTag(text: string): boolean {
  const groups = text.trim().match(/\([^()]*\)/gu)
  if (!groups || groups.join('') !== text.trim().replace(/\s+(?=\()/gu, '')) return false
  return groups.every((group) =>
    group
      .slice(1, -1)
      .split(/\s*[,/·]\s*/u)
      // OCR sets letters of a mark apart now and then: "(S G)".
      .every((mark) => MARK.test(mark.trim()) || MARK.test(mark.replace(/\s+/gu, ''))),
  )
}

/** How many of the last words (none to several) are dietary marks: "Hummus (V) (GF)" → 2. */
export function trailingTagCount(words: readonly Word[]): number {
  let count = 0
  for (let index = words.length - 1; index > 0; index--) {
    const word = words[index] as Word
    if (isDietaryTag(word.text)) {
      count++
      continue
    }
    // "(sin gluten)", "(V, GF)": a mark split over two or three words.
    const opening = words.slice(0, index + 1).findLastIndex((w) => w.text.startsWith('('))
    const span = index + 1 - opening
    if (opening <= 0 || span > 3) break
    const group = words
      .slice(opening, index + 1)
      .map((w) => w.text)
      .join(' ')
    if (!isDietaryTag(group)) break
    count += span
    index = opening
  }
  return count
}

/** How many of the first words are dietary marks: "(VG) lentils and rice" → 1. */
export function leadingTagCount(words: readonly Word[]): number {
  let count = 0
  while (count < words.length) {
    let span = 0
    for (let size = 1; size <= 3 && count + size <= words.length && span === 0; size++) {
      const group = words
        .slice(count, count + size)
        .map((w) => w.text)
        .join(' ')
      if (isDietaryTag(group)) span = size
    }
    if (span === 0) break
    count += span
  }
  return count
}

// A mark read stuck to the word before it: "fillet(GF)", "Hummus(V)(VG)", "HORNO(S" "G)".
const GLUED_TAG = /^(.*?\p{L})(\(.*)$/u

/** A line's words with dietary marks read stuck to a word set apart: "fillet(GF)" → "fillet" "(GF)". */
export function withTagsApart(words: readonly Word[]): Word[] {
  const apart: Word[] = []
  for (let index = 0; index < words.length; index++) {
    const word = words[index] as Word
    const [, head = '', opening = ''] = GLUED_TAG.exec(word.text) ?? []
    // The mark may run on over the next word or two when OCR split it: "HORNO(S" "G)".
    const rest = words.slice(index + 1, index + 3)
    const closing = opening.includes(')') ? 0 : rest.findIndex((next) => next.text.includes(')')) + 1
    const tagWords = [word, ...rest.slice(0, closing)]
    const tag = [opening, ...rest.slice(0, closing).map((next) => next.text)].join(' ')
    if (!head || !isDietaryTag(tag)) {
      apart.push(word)
      continue
    }
    const split = word.box.x0 + ((word.box.x1 - word.box.x0) * head.length) / word.text.length
    apart.push({ ...word, text: head, box: { ...word.box, x1: split } })
    apart.push({ ...word, text: tag, box: { ...unionOfBoxes(tagWords.map((w) => w.box)), x0: split } })
    index += closing
  }
  return apart
}

import type { PageWords, Word } from '../geometry/word.ts'
import { MENU_WORDS } from '../text-lines/menu-lexicon.ts'

// On a photo, small or italic type loses the spaces between its words ("Ensaladatempladadesetas"): the
// recogniser reads the line, but the gaps are too narrow for the ink to show them. A run of letters that is no
// menu word but splits whole into three or more menu words (or into two, when long) is read as those words.
// Shorter runs stay whole: "Cheeseboard" is one word printed so, not "cheese board".

const MIN_LETTERS = 10
const LONG_LETTERS = 14
const MAX_WORD = 20

const fold = (text: string) =>
  text.toLocaleLowerCase('es').normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC')

let folded: ReadonlySet<string> | undefined
const foldedMenuWords = () => {
  folded ??= new Set([...MENU_WORDS].map(fold))
  return folded
}

/**
 * Where a run of letters splits into the fewest menu words (each piece's end, in characters), or undefined
 * when it does not split whole. Letters compare without case or accents.
 */
function splitEnds(letters: string): number[] | undefined {
  const words = foldedMenuWords()
  const plain = fold(letters)
  // fewest[i]: the fewest words covering the first i letters; from[i]: where the last of them starts.
  const fewest = new Array<number>(plain.length + 1).fill(Number.POSITIVE_INFINITY)
  const from = new Array<number>(plain.length + 1).fill(-1)
  fewest[0] = 0
  for (let end = 1; end <= plain.length; end++) {
    for (let start = Math.max(0, end - MAX_WORD); start < end; start++) {
      const count = (fewest[start] as number) + 1
      if (count < (fewest[end] as number) && words.has(plain.slice(start, end))) {
        fewest[end] = count
        from[end] = start
      }
    }
  }
  if (!Number.isFinite(fewest[plain.length])) return undefined
  const ends: number[] = []
  for (let end = plain.length; end > 0; end = from[end] as number) ends.unshift(end)
  return ends
}

/** The words a glued run of letters was printed as, or undefined when it is to be left whole. */
export function splitGluedWord(text: string): string[] | undefined {
  // Folding changes no length for these letters (one accent mark each), so the ends index the text itself.
  if (text.length < MIN_LETTERS || !/^\p{L}+$/u.test(text) || fold(text).length !== text.length)
    return undefined
  if (foldedMenuWords().has(fold(text))) return undefined
  const ends = splitEnds(text)
  if (!ends || ends.length < 2 || (ends.length === 2 && text.length < LONG_LETTERS)) return undefined
  return ends.map((end, at) => text.slice(at === 0 ? 0 : (ends[at - 1] as number), end))
}

// The split word's box shared among its pieces by their letters, a letter's width between each.
function splitBox(word: Word, pieces: string[]): Word[] {
  const letters = pieces.reduce((sum, piece) => sum + piece.length, 0)
  const step = (word.box.x1 - word.box.x0) / (letters + pieces.length - 1)
  let x = word.box.x0
  return pieces.map((piece) => {
    const box = { ...word.box, x0: x, x1: x + piece.length * step }
    x = box.x1 + step
    return { ...word, text: piece, box }
  })
}

/** An OCR page's words with each glued run of menu words split into them; a text PDF's as printed. */
export function splitGluedWords(page: PageWords): PageWords {
  if (page.source !== 'ocr') return page
  let isChanged = false
  const words = page.words.flatMap((word) => {
    const pieces = splitGluedWord(word.text)
    if (!pieces) return [word]
    isChanged = true
    return splitBox(word, pieces)
  })
  return isChanged ? { ...page, words } : page
}

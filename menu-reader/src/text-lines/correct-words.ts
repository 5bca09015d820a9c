import type { ReadCharacter } from './decode-ctc.ts'
import { MENU_WORDS } from './menu-lexicon.ts'
import { matchCase, plainWord } from './restore-letters.ts'

// A character the recogniser read with less probability than this may as well be another one, or none.
const UNSURE = 0.5
// A runner-up this likely was a close call ("Curos": the E behind the C); one the recogniser all but ruled
// out is no evidence.
const CLOSE = 0.05
// Words shorter than this are left as read: one slip away from too many other words.
const SHORTEST = 4
// How many slips a word may have had, by its length: "Curos" → "Euros", "Patatias" → "Patatas".
const mostEdits = (length: number) => (length >= 7 ? 2 : 1)

// Every menu word without its marks (restore-letters.ts gives them back), and the same by length for the search.
const PLAIN_WORDS = new Set([...MENU_WORDS].map(plainWord))

/** How many of each letter a plain word holds (a–z, then one count for any other letter). */
function countLetters(letters: Iterable<string>): Uint8Array {
  const counts = new Uint8Array(27)
  for (const letter of letters) {
    const code = letter.charCodeAt(0) - 97
    counts[code >= 0 && code < 26 && letter.length === 1 ? code : 26]! += 1
  }
  return counts
}

type Entry = { plain: string; counts: Uint8Array }
const BY_LENGTH = new Map<number, Entry[]>()
for (const plain of PLAIN_WORDS) {
  const entries = BY_LENGTH.get(plain.length) ?? []
  entries.push({ plain, counts: countLetters(plain) })
  BY_LENGTH.set(plain.length, entries)
}

/** A read word prepared for the search: its plain letters, their runner-ups and which were read unsure. */
type ReadLetters = { letters: string[]; runnerUps: string[]; isUnsure: boolean[]; counts: Uint8Array }

function prepareLetters(read: readonly ReadCharacter[]): ReadLetters {
  const letters = read.map((character) => plainWord(character.text))
  return {
    letters,
    runnerUps: read.map((character) =>
      character.runnerUpProbability >= CLOSE ? plainWord(character.runnerUp) : '',
    ),
    isUnsure: read.map((character) => character.probability < UNSURE),
    counts: countLetters(letters),
  }
}

/** How many of a word's letters the read letters lack, counted with repeats: each slip puts back one at most. */
function countMissingLetters(read: Uint8Array, target: Uint8Array): number {
  let missing = 0
  for (let letter = 0; letter < target.length; letter++) {
    missing += Math.max(0, (target[letter] ?? 0) - (read[letter] ?? 0))
  }
  return missing
}

/** countAllowedEdits on prepared letters; Infinity beyond `limit`. */
function countEdits({ letters, runnerUps, isUnsure }: ReadLetters, target: string, limit: number): number {
  const [rows, columns] = [letters.length + 1, target.length + 1]
  const cost = new Float64Array(rows * columns).fill(Number.POSITIVE_INFINITY)
  const lower = (at: number, value: number) => {
    if (value < (cost[at] ?? 0)) cost[at] = value
  }
  cost[0] = 0
  for (let i = 0; i < rows; i++) {
    for (let j = 0; j < columns; j++) {
      const here = cost[i * columns + j] ?? Number.POSITIVE_INFINITY
      if (here > limit) continue
      const [letter, wanted] = [letters[i], target[j]]
      if (letter !== undefined && wanted !== undefined) {
        const isAllowed = letter === wanted || runnerUps[i] === wanted || isUnsure[i]
        if (isAllowed) lower((i + 1) * columns + j + 1, here + (letter === wanted ? 0 : 1))
      }
      if (letter !== undefined && isUnsure[i]) lower((i + 1) * columns + j, here + 1)
    }
  }
  const edits = cost[rows * columns - 1] ?? Number.POSITIVE_INFINITY
  return edits > limit ? Number.POSITIVE_INFINITY : edits
}

/**
 * The fewest slips of the recogniser that turn the read letters into `target` (plain letters), counting only
 * those its own output allows: a letter read for another when the other was its close runner-up or the
 * letter was unsure; a letter read where there was none when it was unsure. A letter it missed leaves no
 * trace to go by and is never put back. Infinity when no such slips do.
 */
export function countAllowedEdits(read: readonly ReadCharacter[], target: string): number {
  return countEdits(prepareLetters(read), target, target.length + read.length)
}

/**
 * The menu word a read word was meant to be, when the recogniser's own alternatives allow it (see
 * countAllowedEdits) and one word fits best ("Curos" → "Euros" when E was the C's runner-up), in the read
 * word's case; undefined for a word that is already a menu word, is short, holds other than letters, or
 * has no such correction. `characters`: the word's characters, punctuation around it included.
 */
export function correctWord(characters: readonly ReadCharacter[]): string | undefined {
  const first = characters.findIndex((character) => /\p{L}/u.test(character.text))
  const last = characters.findLastIndex((character) => /\p{L}/u.test(character.text))
  if (first < 0) return undefined
  const letters = characters.slice(first, last + 1)
  const word = letters.map((character) => character.text).join('')
  if (letters.length < SHORTEST || !/^\p{L}+$/u.test(word) || PLAIN_WORDS.has(plainWord(word))) {
    return undefined
  }
  const limit = mostEdits(letters.length)
  const prepared = prepareLetters(letters)
  let best: { plain: string; edits: number; isTied: boolean } | undefined
  // Slips only change or add letters (none is put back): a menu word is as long as the read one, or shorter.
  for (let length = letters.length - limit; length <= letters.length; length++) {
    for (const { plain, counts } of BY_LENGTH.get(length) ?? []) {
      if (countMissingLetters(prepared.counts, counts) > limit) continue
      const edits = countEdits(prepared, plain, limit)
      if (edits > limit || (best && edits > best.edits)) continue
      const isTied = best?.edits === edits
      best = isTied && best ? { ...best, isTied } : { plain, edits, isTied: false }
    }
  }
  if (!best || best.isTied) return undefined
  const text = (part: readonly ReadCharacter[]) => part.map((character) => character.text).join('')
  return text(characters.slice(0, first)) + matchCase(word, best.plain) + text(characters.slice(last + 1))
}

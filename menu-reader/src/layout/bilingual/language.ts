// Whether a line of a menu reads as Spanish or as English: a general signal, not a list of one card's dishes.
// Three kinds of evidence, from strongest to weakest: the words that hold a phrase together ("con", "de la";
// "with", "and"), the reader's menu lexicon (text-lines/menu-lexicon.ts: words menus print in each language),
// and for any other word the letters themselves (character trigrams learnt from the same two word lists:
// "-ción", "ñ", "-illo" against "-ing", "th", "w").
import { ENGLISH_WORDS, SPANISH_WORDS } from '../../text-lines/menu-lexicon.ts'

export type Language = 'es' | 'en'

const SPANISH_GLUE = new Set(
  'de del con y e la el los las al en sin por para su sus o u un una unos unas sobre entre según nuestro nuestra'.split(
    ' ',
  ),
)
const ENGLISH_GLUE = new Set(
  'with and of the in on our served from or for by over your house style topped fresh'.split(' '),
)

const GLUE_WEIGHT = 2.5
const LEXICON_WEIGHT = 1.6
// A word's letters say less than a word known whole: their evidence is capped at this.
const LETTERS_CAP = 1.2

type TrigramModel = { logs: Map<string, number>; unseen: number }

function trigramsOf(word: string): string[] {
  const padded = `^${word}$`
  const grams: string[] = []
  for (let index = 0; index + 3 <= padded.length; index++) grams.push(padded.slice(index, index + 3))
  return grams
}

function trainTrigrams(words: Iterable<string>): TrigramModel {
  const counts = new Map<string, number>()
  let total = 0
  for (const word of words) {
    for (const gram of trigramsOf(word)) {
      counts.set(gram, (counts.get(gram) ?? 0) + 1)
      total++
    }
  }
  // Add-one smoothing over the trigrams seen in either language and one more for the unseen.
  const size = counts.size + 1
  const logs = new Map([...counts].map(([gram, count]) => [gram, Math.log((count + 1) / (total + size))]))
  return { logs, unseen: Math.log(1 / (total + size)) }
}

let models: { es: TrigramModel; en: TrigramModel } | undefined

function trigramModels() {
  models ??= { es: trainTrigrams(SPANISH_WORDS), en: trainTrigrams(ENGLISH_WORDS) }
  return models
}

/** Evidence a word gives: above 0 for Spanish, below for English, 0 for none (a word both print: "pizza"). */
export function wordEvidence(printed: string): number {
  const word = printed.toLocaleLowerCase('es').replace(/[^\p{L}]/gu, '')
  if (word.length === 0) return 0
  if (SPANISH_GLUE.has(word)) return GLUE_WEIGHT
  if (ENGLISH_GLUE.has(word)) return -GLUE_WEIGHT
  const isSpanish = SPANISH_WORDS.has(word)
  const isEnglish = ENGLISH_WORDS.has(word)
  if (isSpanish !== isEnglish) return isSpanish ? LEXICON_WEIGHT : -LEXICON_WEIGHT
  if (isSpanish || word.length < 3) return 0
  if (/[ñáéíóú¿¡]/u.test(word)) return LETTERS_CAP
  const { es, en } = trigramModels()
  const grams = trigramsOf(word)
  const ratio = grams.reduce(
    (sum, gram) => sum + (es.logs.get(gram) ?? es.unseen) - (en.logs.get(gram) ?? en.unseen),
    0,
  )
  return Math.max(-LETTERS_CAP, Math.min(LETTERS_CAP, ratio / grams.length))
}

/** The evidence of a text's words together: above 0 Spanish, below English (see wordEvidence). */
export function languageEvidence(text: string): number {
  return text
    .split(/[\s/,;:.()·•–—-]+/u)
    .filter(Boolean)
    .reduce((sum, word) => sum + wordEvidence(word), 0)
}

/** Evidence this strong or more decides a line's language. */
export const CLEAR_EVIDENCE = 1

/** The language a text reads as, or null when its words say too little ("Carpaccio", "Tiramisú"). */
export function languageOf(text: string): Language | null {
  const evidence = languageEvidence(text)
  if (evidence >= CLEAR_EVIDENCE) return 'es'
  if (evidence <= -CLEAR_EVIDENCE) return 'en'
  return null
}

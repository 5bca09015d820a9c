import type { Word } from '../geometry/word.ts'
import { CONNECTIVE, isAllCaps, lettersOf, startsLower } from './line-text.ts'

const hasLetters = (text: string) => /\p{L}/u.test(text)

// Words inside a name that a description seldom opens with ("con", "en" and "with" often do).
const NAME_LINK = /^(de|del|al|a|y|e|la|el|los|las|and|of|the|&)$/i

// A weight, a volume or a grade printed after a name ("100g", "400gr.", "33cl", "Nº2").
const QUANTITY = /^(?:\d+(?:[.,]\d+)?\s?(?:g|gr|grs|kg|ml|cl|l|oz|lb)\.?|n[º°]\s?\d+)$/iu

// A word in capitals, OCR's odd lower-case letter forgiven ("RAVIoLI").
const isCapsWord = (text: string) =>
  isAllCaps(text) ||
  (/^\p{Lu}/u.test(text) && lettersOf(text).length >= 4 && (text.match(/\p{Ll}/gu)?.length ?? 0) <= 1)

/**
 * Where a line's name ends and its description begins, when both share the line: the typography tells —
 * capitals then lower case ("OSTRA EN CEVICHE, aliñada con…"), or bold then regular.
 */
export function splitNameAndDescription(words: Word[]): [string, string] {
  const join = (part: Word[]) => part.map((w) => w.text).join(' ')
  for (let index = 1; index < words.length; index++) {
    const head = words.slice(0, index)
    const next = words[index] as Word
    // A capital letter alone ("MAR Y GAMBA", "ALL I PEBRE", "“A FEIRA”") goes on the run.
    const isCapsRun =
      head.every((w) => !hasLetters(w.text) || isCapsWord(w.text) || /^\p{Lu}$/u.test(lettersOf(w.text))) &&
      head.some((w) => isCapsWord(w.text))
    // An acronym alone ("BBQ Pulled Pork") is no capitals name.
    const isCapsHead = isCapsRun && lettersOf(head.map((w) => w.text).join('')).length >= 4
    // "BRATWURST (1)": a count in brackets ending the line is the name's, even read thinner than a bold name;
    // "(con queso)", "(1.3.7)" or "600g" describe it.
    const isCount = index === words.length - 1 && /^\(\d+\)$/.test(next.text)
    // OCR tells weights apart word by word, and one thin-read word ends many names ("Cuba libre"): a
    // description after a bold name is more than one lower-case word.
    const isLoneWord = index === words.length - 1 && /^\p{Ll}/u.test(next.text)
    // Nor does a description begin on a word that links a name's parts ("Gambas | al ajillo").
    const isLink = NAME_LINK.test(next.text)
    // A bold item number ("12") before a regular name is no name.
    const isBoldHead =
      head.every((w) => w.isBold) &&
      head.some((w) => /\p{L}{2}/u.test(w.text)) &&
      !next.isBold &&
      words.slice(index).every((w) => !w.isBold) &&
      !isCount &&
      !isLoneWord &&
      !isLink &&
      // "BBQ CHICKEN Cheddar and…": a capitals name goes on in capitals, whatever weight OCR read.
      !(isCapsRun && isAllCaps(next.text))
    // "Provoleta a la | parrilla": a name does not end on a connective.
    if (CONNECTIVE.test(head.at(-1)?.text ?? '')) continue
    // "MEAT FEAST With caramelised onions": capitals, then a capitalised sentence.
    const startsSentence = /^\p{Lu}\p{Ll}/u.test(next.text) && words.length - index >= 2
    // "BOILED WHITE SHRIMP 100g", "OSTRA FINE CLAIRE Nº2 Francia": a weight or a grade after the name.
    // ("500ML" in capitals goes on the name: "BOTTLED WATER 500ML".)
    const isMeasure = QUANTITY.test(next.text) && /[\p{Ll}º°]/u.test(next.text)
    if ((isCapsHead && ((startsLower(next.text) && !isCount) || startsSentence || isMeasure)) || isBoldHead) {
      return [join(head).replace(/[,;:.\s–—-]+$/, ''), join(words.slice(index))]
    }
  }
  return [join(words), '']
}

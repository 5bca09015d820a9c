// A bilingual card (decision 054): each dish, and each heading, printed in Spanish and in English — "Sopa de
// ajo / Garlic soup" on one line, or the English on the line under the Spanish (often in italics or smaller).
// The Spanish stays the item's own text and the English becomes its translation. A menu is read as bilingual
// only when most of its dishes show the pair and its names read as Spanish: a Spanish-only menu has no
// English line to take, and an English menu of Spanish dish names ("PAPAS CON MOJO" / "(potatoes with…)")
// keeps its words.
import { isDietaryTag } from '../dietary-tags.ts'
import type { DraftItem, DraftSection, EnglishTexts } from '../draft-item.ts'
import { CLEAR_EVIDENCE, type Language, languageEvidence, languageOf } from './language.ts'

/** A text printed in both languages on one line ("Sopa de ajo / Garlic soup"): its Spanish and its English. */
export function splitPair(text: string): { es: string; en: string } | null {
  const parts = text.split(/\s+[/|]\s+|(?<=\p{L})\s?\/\s?(?=\p{Lu})/u)
  if (parts.length !== 2) return null
  const [es = '', en = ''] = parts.map((part) => part.trim())
  if (es.replace(/[^\p{L}]/gu, '').length < 3 || en.replace(/[^\p{L}]/gu, '').length < 3) return null
  const [esEvidence, enEvidence] = [languageEvidence(es), languageEvidence(en)]
  const isPair = enEvidence <= -CLEAR_EVIDENCE && esEvidence > -CLEAR_EVIDENCE / 2
  return isPair && esEvidence - enEvidence >= 2 * CLEAR_EVIDENCE ? { es, en } : null
}

const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean).length

/**
 * Whether a line under a Spanish name reads as that name in English: English (or, on a card already known
 * to be bilingual, leaning English: "Swordlfish" as OCR read it), and about as long as a name's translation
 * is (a description runs longer and lists: "Crispy potatoes, spicy tomato sauce, aioli").
 */
export function isEnglishName(line: string, name: string, isBilingualCard = false): boolean {
  const evidence = languageEvidence(line)
  const isEnglish = isBilingualCard ? evidence < 0 : evidence <= -CLEAR_EVIDENCE
  if (!isEnglish || languageEvidence(name) <= -CLEAR_EVIDENCE) return false
  return wordsOf(line) <= 2 * wordsOf(name) + 3 && (line.match(/,/g) ?? []).length <= 1
}

type Pairing = 'slash' | 'under'

// An item's name and description lines, a pair the grouping cut at its slash put back on the name's line
// ("Setas de temporada" / "/ Seasonal wild mushrooms", the Spanish bold and the English not).
function slashLines(item: DraftItem): { name: string; lines: string[] } {
  const [first, ...rest] = item.description
  const isCut = first !== undefined && (/\s\/$/.test(item.name) || /^\/\s/.test(first))
  return isCut ? { name: `${item.name} ${first}`, lines: rest } : { name: item.name, lines: item.description }
}

function pairingOf(item: DraftItem): Pairing | null {
  if (splitPair(slashLines(item).name)) return 'slash'
  const first = item.description[0]
  return first !== undefined && isEnglishName(first, item.name) ? 'under' : null
}

/**
 * Whether a menu's dishes are printed in both languages: three or more, and four in ten of its dishes, show
 * the pair, and its names that read as one language read as Spanish (seven in ten).
 */
export function isBilingualMenu(items: readonly DraftItem[]): boolean {
  const paired = items.filter((item) => pairingOf(item) !== null).length
  const languages = items.map((item) => languageOf(splitPair(item.name)?.es ?? item.name))
  const spanish = languages.filter((language) => language === 'es').length
  const english = languages.filter((language) => language === 'en').length
  return paired >= 3 && paired >= 0.4 * items.length && spanish >= 0.7 * (spanish + english)
}

// Description lines by language: Spanish to the item's own, English to its translation; a line that says
// too little goes with the line before it (a description wrapped over two lines), the first with the Spanish.
function splitDescription(lines: readonly string[]): { es: string[]; en: string[] } {
  const split = { es: [] as string[], en: [] as string[] }
  let last: Language = 'es'
  for (const line of lines) {
    const pair = splitPair(line)
    if (pair) {
      split.es.push(pair.es)
      split.en.push(pair.en)
      continue
    }
    last = languageOf(line) ?? last
    split[last].push(line)
  }
  return split
}

const given = (texts: EnglishTexts): EnglishTexts | undefined =>
  texts.name || texts.description ? texts : undefined

// "Pink tomato and" / "tuna salad", "Free-" / "range chicken": a name cut where a line ends goes on.
const isCutName = (name: string) => /(-|\b(and|with|of|in|on|the|&))$/i.test(name.trim())
const startsLowerCase = (text: string) => /^\p{Ll}/u.test(text)
const joinCut = (name: string, rest: string) => (name.endsWith('-') ? `${name}${rest}` : `${name} ${rest}`)

// The line under an English name that carries it on: a slash card's English description shares a line
// with the Spanish ("con nata / with cream"), so an English line in lower case alone under its name is the
// name's end; under another layout, only a name stopped on a link word or a hyphen goes on.
function continuesName(line: string | undefined, name: string, isSlash: boolean): line is string {
  if (line === undefined || splitPair(line) || languageOf(line) === 'es') return false
  return isCutName(name) || (isSlash && startsLowerCase(line))
}

// "Carrillera al vino (SG)" before its slash: the dietary marks the Spanish name kept are no part of it.
function withoutTags(name: string): string {
  const tag = /\s*(\([^()]*\))$/u.exec(name)
  return tag && isDietaryTag(tag[1] as string) ? withoutTags(name.slice(0, tag.index)) : name
}

function readItem(item: DraftItem) {
  const slashed = slashLines(item)
  const pair = splitPair(slashed.name)
  let lines = pair ? slashed.lines : item.description
  const english: EnglishTexts = {}
  if (pair) {
    item.name = withoutTags(pair.es)
    english.name = pair.en
  } else if (lines[0] !== undefined && isEnglishName(lines[0], item.name, true)) {
    english.name = lines[0]
    lines = lines.slice(1)
  }
  if (english.name && continuesName(lines[0], english.name, pair !== null)) {
    english.name = joinCut(english.name, lines[0] as string)
    lines = lines.slice(1)
  }
  const { es, en } = splitDescription(lines)
  item.description = es
  if (en.length > 0) english.description = en.join(' ')
  item.english = given(english)
}

/**
 * Joins a Spanish heading with nothing under it to the English heading after it (the English line under the
 * Spanish, read as a heading of its own): one section with both names, the dishes of the second. Sections
 * are joined in place; the sections left are answered.
 */
export function joinHeadingPairs(sections: readonly DraftSection[]): DraftSection[] {
  const joined: DraftSection[] = []
  for (const section of sections) {
    const previous = joined.at(-1)
    const isEnglishOf =
      previous !== undefined &&
      previous.items.length === 0 &&
      previous.english === undefined &&
      languageOf(section.name) === 'en' &&
      languageOf(previous.name) === 'es'
    if (isEnglishOf) {
      previous.items = section.items
      previous.english = { name: section.name }
    } else joined.push(section)
  }
  return joined
}

// A heading printed in both languages on one line ("Entrantes / Starters").
function readHeading(section: DraftSection) {
  const pair = splitPair(section.name)
  if (!pair) return
  section.name = pair.es
  section.english = { name: pair.en }
}

/**
 * Reads a bilingual card's English: each item's English name and description and each section's English
 * heading become their translations, the Spanish stays their own. A menu that is not bilingual
 * (isBilingualMenu) is answered as it was. Sections are changed in place.
 */
export function readBilingualMenu(sections: DraftSection[]): DraftSection[] {
  const items = sections.flatMap((section) => section.items)
  if (!isBilingualMenu(items)) return sections
  for (const item of items) readItem(item)
  for (const section of sections) readHeading(section)
  return sections
}

// The true label of each line of a rendered menu, found by aligning the line's text with the menu's truth
// file: the training targets of the line labeller.
import type { TruthMenu } from '../eval/corpus.ts'
import { similarityOfNormalised } from '../eval/similarity.ts'
import type { LineLabel } from '../layout/line-labels/line-label.ts'
import type { Line } from '../layout/line-text.ts'
import { readSizeRow } from '../layout/size-labels.ts'
import { matchInside, normaliseForMatch } from '../text-match.ts'

// OCR's slips a match forgives: one letter in five.
const ALIKE = 0.8

type Truth = { headings: string[]; names: string[]; descriptions: string[] }

// What is left of a name wrapped over lines, once its first lines were matched.
type OpenName = { item: number; rest: string }

function readTruthTexts(truth: TruthMenu): Truth {
  const items = truth.sections.flatMap((section) => section.items)
  return {
    headings: truth.sections.map((section) => normaliseForMatch(section.name)).filter(Boolean),
    names: items.map((item) => normaliseForMatch(item.name)),
    descriptions: items.map((item) => normaliseForMatch(item.description ?? '')),
  }
}

// Whether a text (an item's description run onto its name's line, or nothing) is that item's description.
const isDescriptionOf = (tail: string, description: string) =>
  tail === '' || (description !== '' && matchInside(tail, description).ratio >= ALIKE)

// How a line opens an item's name: the whole name, or the name then its description, or the name's first
// words (wrapped), with what is left of the name to find on the next lines; undefined when it does not.
function openName(text: string, name: string, description: string): string | undefined {
  if (name === '') return undefined
  if (similarityOfNormalised(text, name) >= ALIKE) return ''
  const head = matchInside(name, text, true)
  if (head.ratio >= ALIKE && isDescriptionOf(text.slice(head.end).trim(), description)) return ''
  if (name.length < text.length + 2) return undefined
  // A wrapped name's first line: its first whole words, or a good part of it read with slips.
  if (name.startsWith(`${text} `)) return name.slice(text.length).trim()
  const start = matchInside(text, name, true)
  return start.ratio >= ALIKE && text.length >= 0.25 * name.length ? name.slice(start.end).trim() : undefined
}

// The item whose name a line opens, the one nearest after the last item found when several do.
function findNameStart(text: string, truth: Truth, lastItem: number): OpenName | undefined {
  let found: OpenName | undefined
  truth.names.forEach((name, item) => {
    const rest = openName(text, name, truth.descriptions[item] ?? '')
    if (rest === undefined) return
    const distance = (at: number) => Math.abs(at - (lastItem + 1))
    if (!found || distance(item) < distance(found.item)) found = { item, rest }
  })
  return found
}

// "GARLIC Small 6.00 Large 9.": a name's first words before sizes and prices the line's parts did not read.
function findNameBeforePrices(text: string, truth: Truth, lastItem: number): OpenName | undefined {
  const words = text.split(' ')
  for (let count = words.length - 1; count >= 1; count--) {
    if (!/\d/.test(words.slice(count).join(' '))) continue
    const start = findNameStart(words.slice(0, count).join(' '), truth, lastItem)
    if (start) return start
  }
  return undefined
}

// Whether a line goes on with a wrapped name (its next words, perhaps followed by the item's description).
function continueName(text: string, open: OpenName, truth: Truth): OpenName | undefined {
  const more = matchInside(text, open.rest, true)
  if (more.ratio >= ALIKE && text.length <= open.rest.length + 2) {
    return { item: open.item, rest: open.rest.slice(more.end).trim() }
  }
  const whole = matchInside(open.rest, text, true)
  const tail = text.slice(whole.end).trim()
  if (whole.ratio >= ALIKE && isDescriptionOf(tail, truth.descriptions[open.item] ?? '')) {
    return { item: open.item, rest: '' }
  }
  return undefined
}

const isHeading = (text: string, truth: Truth) =>
  truth.headings.some(
    (heading) =>
      similarityOfNormalised(text, heading) >= ALIKE ||
      // A letter-spaced title ("P i z z a s") read as letters apart.
      similarityOfNormalised(text.replace(/ /g, ''), heading.replace(/ /g, '')) >= ALIKE,
  )

/**
 * Each line's label: a section's name is a heading; a line opening an item's name (whole, wrapped, or with
 * its description after it) a name; the rest of a wrapped name a continuation; text of a description a
 * description; a price alone a price; a size table's header sizes; anything else (the restaurant's name,
 * a tagline, an address) noise.
 */
export function alignLabels(lines: Line[], truthMenu: TruthMenu): LineLabel[] {
  const truth = readTruthTexts(truthMenu)
  let open: OpenName | undefined
  let lastItem = -1
  return lines.map((line): LineLabel => {
    if (line.text === '') return line.price === '' ? 'noise' : 'price'
    if (line.price === '' && readSizeRow(line.words)) return 'sizes'
    const text = normaliseForMatch(line.text)
    const going = open && open.rest !== '' ? continueName(text, open, truth) : undefined
    open = going
    if (going) return 'continuation'
    if (text === '') return 'noise'
    if (isHeading(text, truth)) return 'heading'
    // "18 CHORIPÁN": an item number before the name (the layout drops it once it has read the items).
    const unnumbered = text.replace(/^\d{1,3} (?=\p{L})/u, '')
    const start =
      findNameStart(text, truth, lastItem) ??
      (unnumbered === text ? undefined : findNameStart(unnumbered, truth, lastItem)) ??
      findNameBeforePrices(unnumbered, truth, lastItem)
    if (start) {
      open = start
      lastItem = start.item
      return 'name'
    }
    const isDescribing = truth.descriptions.some(
      (description) => matchInside(text, description).ratio >= ALIKE,
    )
    return text.length >= 3 && isDescribing ? 'description' : 'noise'
  })
}

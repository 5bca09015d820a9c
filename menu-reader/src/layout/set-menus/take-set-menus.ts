// Set menus come off a page's segments before its dishes are read, as allergen codes do: each becomes one
// item — named by its title, priced by its one price (or its whole and half menu's), with its courses and what
// it includes — in a section of its own named as the item, and the rest of the page (a carta beside it) is
// read as before. Taken out, the unpriced courses neither pass for dishes nor change how the labeller sees
// the carta's lines.
import { type Box, unionOfBoxes } from '../../geometry/box.ts'
import { mean } from '../../numbers/mean.ts'
import { type DraftItem, type DraftSection, joinPrices } from '../draft-item.ts'
import { isAllCaps } from '../line-text.ts'
import type { Segment } from '../segments.ts'
import { toLines } from '../structure.ts'
import { findSetMenus, type SetMenuBlock, type SetMenuLine } from './find-set-menus.ts'
import { setMenuPrices } from './set-menu-prices.ts'
import { isSetMenuTitle, plainText } from './set-menu-words.ts'

/** The segments left once the set menus are taken, and how to put the set menus' sections among the rest's. */
export type TakenSetMenus = {
  segments: Segment[]
  place: (sections: DraftSection[]) => DraftSection[]
}

const trimDecoration = (text: string) => text.replace(/^[^\p{L}\d]+|[^\p{L}\d)]+$/gu, '').trim()

// A name for a set menu that prints no title: a price's own words when they name the menu ("Menú 12 €"),
// else what such menus are called in the language of its headings.
function untitledName(block: SetMenuBlock): string {
  const label = block.prices.map((part) => trimDecoration(part.label)).find(isSetMenuTitle)
  if (label) return label
  const isEnglish = block.courses.some((course) =>
    /\b(?:starters?|mains?|desserts?|course|courses|appeti[sz]ers?|puddings?|soups?|sides?)\b/.test(
      plainText(course.name),
    ),
  )
  return isEnglish ? 'Set menu' : 'Menú del día'
}

function toSetMenuItem(block: SetMenuBlock, lines: readonly SetMenuLine[]): DraftItem {
  const taken = block.lines.map((at) => lines[at] as SetMenuLine)
  const titleLines = block.title.map((at) => lines[at] as SetMenuLine)
  const name = trimDecoration(titleLines.map((line) => line.text).join(' ')) || untitledName(block)
  const titleLine = titleLines[0]
  const prices = setMenuPrices(block.prices)
  const box: Box = unionOfBoxes(taken.map((line) => line.box))
  const styled = titleLine ?? (lines[block.courses[0]!.heading] as SetMenuLine)
  return {
    bottom: box.y1,
    style: {
      size: styled.size,
      isBold: styled.isBold,
      isItalic: styled.isItalic,
      isCaps: isAllCaps(name),
    },
    name,
    price: joinPrices(prices),
    prices,
    sizeLabels: [],
    description: [],
    page: styled.page,
    box,
    confidence: mean(taken.map((line) => line.confidence)),
    courses: block.courses.map((course) => ({
      name: course.name,
      choices: course.choices.map((choice) => ({
        name: choice.name,
        description: choice.description.join(' ').trim(),
      })),
    })),
    includes: block.includes,
  }
}

// Where an item of the rest of the page stood among all the segments: the segment that opened it.
function positionOf(item: DraftItem, segments: readonly Segment[], taken: ReadonlySet<number>): number {
  const at = segments.findIndex(
    (segment, index) =>
      !taken.has(index) &&
      segment.page === item.page &&
      segment.box.x0 === item.box.x0 &&
      segment.box.y0 === item.box.y0,
  )
  return at < 0 ? Number.POSITIVE_INFINITY : at
}

const readSetMenuLines = (segments: readonly Segment[]): SetMenuLine[] =>
  toLines([...segments]).map((line, index) => ({ ...line, printed: (segments[index] as Segment).words }))

/** Whether a set menu is read whose title is segment `at`. */
export function hasSetMenuTitled(segments: readonly Segment[], at: number): boolean {
  return findSetMenus(readSetMenuLines(segments)).some((block) => block.title.includes(at))
}

/** Takes the set menus off a page's segments (in reading order); the segments as they were when there is none. */
export function takeSetMenus(segments: Segment[]): TakenSetMenus {
  const lines = readSetMenuLines(segments)
  const blocks = findSetMenus(lines)
  if (blocks.length === 0) return { segments, place: (sections) => sections }
  const taken = new Set(blocks.flatMap((block) => block.lines))
  const menus = blocks.map((block) => {
    const item = toSetMenuItem(block, lines)
    return { at: block.lines[0] as number, section: { name: item.name, items: [item] } as DraftSection }
  })
  const place = (sections: DraftSection[]): DraftSection[] => {
    const placed: DraftSection[] = []
    const waiting = [...menus]
    for (const section of sections) {
      const start = Math.min(...section.items.map((item) => positionOf(item, segments, taken)))
      while (waiting.length > 0 && (waiting[0] as (typeof menus)[number]).at < start)
        placed.push((waiting.shift() as (typeof menus)[number]).section)
      placed.push(section)
    }
    return [...placed, ...waiting.map((menu) => menu.section)]
  }
  return { segments: segments.filter((_, index) => !taken.has(index)), place }
}

// The work of menu:fixtures2: per family N cards, each drawn as a text PDF, a digital image, a phone photo
// and a scanned PDF, with truth files and an index.json whose entries name their family and generator.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import type { CorpusEntry, TruthMenu } from '../eval/corpus.ts'
import { type Card, type CardExtras, drawCard } from './card.ts'
import { cardTruth } from './card-truth.ts'
import { menuSeed, offshootSeed } from './dice.ts'
import { ALL_FAMILIES, type AnyFamily, type Family } from './families.ts'
import { scanPage } from './flatbed-scan.ts'
import { sheetSize } from './looks.ts'
import { photographPage } from './phone-photo.ts'
import { launchChromium, type RenderedCard, renderCard } from './render-sheets.ts'
import { writeScanPdf } from './scan-pdf.ts'
import { cardHtml } from './sheet-html.ts'
import { trimCard } from './trim-card.ts'
import { writeDayMenu } from './write-day-menu.ts'

export type SetOptions = {
  outDir: string
  perFamily: number
  seed: number
  /** The families to draw, in order; day menus only when named (families.ts OPT_IN_FAMILIES). */
  families: readonly AnyFamily[]
  /** Also write each card's HTML beside its files. */
  shouldWriteHtml: boolean
  /** Allergens and bilingual layouts on the cards (decision 054); none by default. */
  extras?: CardExtras
}

/** The four kinds of file each card is drawn as, in index.json order (the corpus's kind names). */
export const KINDS = ['digital-image', 'pdf-text', 'photo', 'pdf-scan'] as const

export const GENERATOR = 'synth2'

export type WrittenCard = { id: string; family: AnyFamily; unit: number; entries: CorpusEntry[] }

// Smallest type a family may be set in, in CSS pixels: a board's handwriting needs more.
const minUnit = (family: Family) => (family === 'board' ? 13 : 10)

/** Renders the card, taking dishes away until it fits its pages. */
async function renderFitting(browser: Browser, first: Card): Promise<{ card: Card; rendered: RenderedCard }> {
  for (let card: Card | null = first; card !== null; card = trimCard(card)) {
    const size = sheetSize(card.look)
    const page = { ...size, count: card.pageBreak === null ? 1 : 2, deviceScale: card.look.deviceScale }
    const units = { minUnit: minUnit(card.family), maxUnit: card.look.size * 1.3 }
    const rendered = await renderCard(browser, cardHtml(card), page, units)
    if (rendered !== null) return { card, rendered }
  }
  throw new Error(`card ${first.family} seed ${first.seed} fits no page`)
}

function writeTruth(dir: string, file: string, truth: TruthMenu, notes: string[]): void {
  const withNotes = { ...truth, notes: [truth.notes, ...notes].join('; ') }
  writeFileSync(join(dir, file), `${JSON.stringify(withNotes, null, 2)}\n`)
}

async function writeCard(
  browser: Browser,
  options: SetOptions,
  family: AnyFamily,
  number: number,
): Promise<WrittenCard> {
  // A family's index in ALL_FAMILIES: the default twelve keep theirs whatever is added after them.
  const seed = menuSeed(options.seed, ALL_FAMILIES.indexOf(family), number)
  const id = `${family}-${String(number + 1).padStart(2, '0')}`
  if (family === 'day-menu') {
    const { outDir, shouldWriteHtml } = options
    const written = await writeDayMenu(browser, outDir, id, seed, KINDS, GENERATOR, shouldWriteHtml)
    return { id, family, ...written }
  }
  const { card, rendered } = await renderFitting(browser, drawCard(seed, family, options.extras))
  // A two-page card's pictures show its second page, the one that starts without a heading.
  const pictured = rendered.pngs.length - 1
  const photo = await photographPage(rendered.pngs[pictured]!, offshootSeed(seed, 1), family === 'board')
  const scans = []
  for (const [index, png] of rendered.pngs.entries())
    scans.push(await scanPage(png, offshootSeed(seed, 2 + index)))
  const files: Record<(typeof KINDS)[number], [string, Uint8Array]> = {
    'digital-image': [`${id}-digital.png`, rendered.pngs[pictured]!],
    'pdf-text': [`${id}-text.pdf`, rendered.pdf],
    photo: [`${id}-photo.jpg`, photo.bytes],
    'pdf-scan': [`${id}-scan.pdf`, writeScanPdf(scans)],
  }
  for (const [file, bytes] of Object.values(files)) writeFileSync(join(options.outDir, file), bytes)
  const unitNote = `type ${rendered.unit.toFixed(1)} px`
  const scanNotes = scans.map((scan) => scan.notes)
  writeTruth(options.outDir, `${id}.truth.json`, cardTruth(card), [unitNote, photo.notes, ...scanNotes])
  const pictureTruth = pictured === 0 ? `${id}.truth.json` : `${id}-p${pictured + 1}.truth.json`
  if (pictured > 0)
    writeTruth(options.outDir, pictureTruth, cardTruth(card, pictured), [unitNote, photo.notes])
  if (options.shouldWriteHtml) writeFileSync(join(options.outDir, `${id}.html`), cardHtml(card))
  const isPicture = (kind: string) => kind === 'digital-image' || kind === 'photo'
  const entries = KINDS.map((kind) => ({
    file: files[kind][0],
    truth: isPicture(kind) ? pictureTruth : `${id}.truth.json`,
    kind,
    lang: card.lang,
    family,
    generator: GENERATOR,
  }))
  return { id, family, unit: rendered.unit, entries }
}

/** Writes the cards and index.json into options.outDir (created if missing), with one browser for all. */
export async function writeFamilySet(
  options: SetOptions,
  onCard: (card: WrittenCard, index: number, total: number) => void = () => {},
): Promise<CorpusEntry[]> {
  mkdirSync(options.outDir, { recursive: true })
  const total = options.families.length * options.perFamily
  const browser = await launchChromium()
  const cards: WrittenCard[] = []
  try {
    for (const family of options.families) {
      for (let number = 0; number < options.perFamily; number++) {
        const card = await writeCard(browser, options, family, number)
        cards.push(card)
        onCard(card, cards.length - 1, total)
      }
    }
  } finally {
    await browser.close()
  }
  // Grouped by kind, as generator 1's index is, so --kind selections and reports read in order.
  const entries = KINDS.flatMap((kind) =>
    cards.flatMap((card) => card.entries.filter((e) => e.kind === kind)),
  )
  writeFileSync(join(options.outDir, 'index.json'), `${JSON.stringify(entries, null, 2)}\n`)
  return entries
}

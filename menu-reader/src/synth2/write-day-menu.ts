// Writes one day menu (family `day-menu`) as the four kinds of the other families: a text PDF, a digital image,
// a phone photo and a scanned PDF, with its truth file.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import type { CorpusEntry } from '../eval/corpus.ts'
import { DAY_MENU, type DayMenuCard, drawDayMenuCard } from './day-menu-card.ts'
import { DAY_MENU_SHEET, dayMenuHtml } from './day-menu-html.ts'
import { dayMenuTruth } from './day-menu-truth.ts'
import { offshootSeed } from './dice.ts'
import { scanPage } from './flatbed-scan.ts'
import { photographPage } from './phone-photo.ts'
import { type RenderedCard, renderCard } from './render-sheets.ts'
import { writeScanPdf } from './scan-pdf.ts'

/** The card with one dish fewer (of its longest course, keeping two, then of its carta), or null. */
export function trimDayMenu(card: DayMenuCard): DayMenuCard | null {
  const courses = card.courses.map((course) => ({ ...course, choices: [...course.choices] }))
  const longest = courses.reduce(
    (best, course) => (course.choices.length > best.choices.length ? course : best),
    courses[0]!,
  )
  if (longest.choices.length > 2) {
    longest.choices.pop()
    return { ...card, courses }
  }
  const carta = card.carta.map((section) => ({ ...section, dishes: [...section.dishes] }))
  const last = carta.at(-1)
  if (!last) return null
  if (last.dishes.length > 2) last.dishes.pop()
  else carta.pop()
  return { ...card, carta }
}

async function renderFitting(browser: Browser, first: DayMenuCard) {
  for (let card: DayMenuCard | null = first; card !== null; card = trimDayMenu(card)) {
    const page = { ...DAY_MENU_SHEET, count: 1, deviceScale: card.look.deviceScale }
    const isBoard = card.look.style === 'board'
    const units = { minUnit: isBoard ? 13 : 10, maxUnit: card.look.size * 1.2 }
    const rendered: RenderedCard | null = await renderCard(browser, dayMenuHtml(card), page, units)
    if (rendered !== null) return { card, rendered }
  }
  throw new Error(`day menu seed ${first.seed} fits no page`)
}

/** Draws day menu `seed` into `outDir` as `id-*`; the index entries of its four files, kinds in `kinds`' order. */
export async function writeDayMenu(
  browser: Browser,
  outDir: string,
  id: string,
  seed: number,
  kinds: readonly string[],
  generator: string,
  shouldWriteHtml = false,
): Promise<{ unit: number; entries: CorpusEntry[] }> {
  const { card, rendered } = await renderFitting(browser, drawDayMenuCard(seed))
  const png = rendered.pngs[0]!
  const photo = await photographPage(png, offshootSeed(seed, 1), card.look.style === 'board')
  const scan = await scanPage(png, offshootSeed(seed, 2))
  const files: Record<string, [string, Uint8Array]> = {
    'digital-image': [`${id}-digital.png`, png],
    'pdf-text': [`${id}-text.pdf`, rendered.pdf],
    photo: [`${id}-photo.jpg`, photo.bytes],
    'pdf-scan': [`${id}-scan.pdf`, writeScanPdf([scan])],
  }
  for (const [file, bytes] of Object.values(files)) writeFileSync(join(outDir, file), bytes)
  const truth = dayMenuTruth(card)
  const notes = [truth.notes, `type ${rendered.unit.toFixed(1)} px`, photo.notes, scan.notes].join('; ')
  writeFileSync(join(outDir, `${id}.truth.json`), `${JSON.stringify({ ...truth, notes }, null, 2)}\n`)
  if (shouldWriteHtml) writeFileSync(join(outDir, `${id}.html`), dayMenuHtml(card))
  const entries = kinds.map((kind) => ({
    file: files[kind]![0],
    truth: `${id}.truth.json`,
    kind,
    lang: card.lang,
    family: DAY_MENU,
    generator,
  }))
  return { unit: rendered.unit, entries }
}

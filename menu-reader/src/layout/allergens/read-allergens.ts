// Each dish's allergens, where the menu states them (decision 054), read once the menu's items are: the
// legend from every line of the menu, then each item's name and description lines.
import type { DraftItem, DraftSection } from '../draft-item.ts'
import { type AllergenLegend, readLegendLine } from './allergen-legend.ts'
import { takeAllergens } from './allergen-statements.ts'
import { ALLERGEN_IDS, type AllergenId } from './allergen-words.ts'

const inAnnexOrder = (found: Iterable<AllergenId>) => {
  const set = new Set(found)
  return ALLERGEN_IDS.filter((allergen) => set.has(allergen))
}

// A line of the legend that the grouping put under a dish ("G Gluten · L Lácteos" set close under the last
// one) describes nothing.
const isLegendText = (text: string, legend: AllergenLegend) =>
  legend.size > 0 && readLegendLine(text).length > 0

// An unpriced item whose description was the legend's lines is the legend's title ("ALLERGEN KEY").
const isLegendTitle = (item: DraftItem, legend: AllergenLegend) =>
  item.price === '' &&
  item.description.length > 0 &&
  item.description.every((line) => isLegendText(line, legend))

function readItem(item: DraftItem, legend: AllergenLegend) {
  const name = takeAllergens(item.name, legend)
  // The description's lines together, so a statement wrapped over two lines is read whole.
  const lines = item.description.filter((line) => !isLegendText(line, legend))
  const description = takeAllergens(lines.join('\n'), legend)
  // Codes taken off the lines before (code-groups.ts) are the item's already.
  const contained = inAnnexOrder([...(item.allergens ?? []), ...name.contained, ...description.contained])
  const traces = inAnnexOrder([...name.traces, ...description.traces]).filter(
    (allergen) => !contained.includes(allergen),
  )
  // A name that was only codes ("(1, 3)" read as a line of its own) keeps its text: an item needs a name.
  if (name.text.trim() !== '') item.name = name.text
  item.description = description.text.split('\n').filter((line) => line.trim() !== '')
  item.allergens = contained.length > 0 ? contained : undefined
  if (traces.length > 0) item.allergenTraces = traces
}

/**
 * Reads the allergens the menu states for its dishes and takes the statements out of their texts: codes
 * read through the menu's legend and statements in words, from each item. An unpriced item that is a line
 * of the legend is dropped. Sections are changed in place and answered.
 */
export function readMenuAllergens(sections: DraftSection[], legend: AllergenLegend): DraftSection[] {
  for (const section of sections) {
    section.items = section.items.filter(
      (item) => item.price !== '' || !(isLegendText(item.name, legend) || isLegendTitle(item, legend)),
    )
    for (const item of section.items) readItem(item, legend)
  }
  return sections.filter((section) => section.items.length > 0)
}

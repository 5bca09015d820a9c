// The truth file of a card (../shared/menu-corpus/README.md format): every dish as printed — name without its
// dietary tag (the corpus drops such markers), first price as printed, every price with its size when the
// dish prints several, description — for the whole card or for one of its pages.
import type { TruthMenu } from '../eval/corpus.ts'
import type { Card, CardDish, CardSection } from './card.ts'
import { planPages, type SectionRun } from './card-pages.ts'

type TruthItem = TruthMenu['sections'][number]['items'][number]

// A dish's English as the truth lists it: what the card prints, field by field.
function translationsOf(english: CardDish['english']): TruthItem['translations'] {
  const en = {
    ...(english?.name ? { name: english.name } : {}),
    ...(english?.description ? { description: english.description } : {}),
  }
  return Object.keys(en).length > 0 ? { en } : {}
}

function truthItem(card: Card, dish: CardDish, section: CardSection): TruthItem {
  const printed = dish.cells
    .map((price, index) => ({ label: section.sizes?.[index] ?? '', price }))
    .filter((cell) => cell.price !== '')
  return {
    name: dish.name,
    price: printed[0]?.price ?? '',
    ...(printed.length > 1 ? { prices: printed } : {}),
    description: dish.description,
    // Listed on the cards that print them, so that "none stated" is told apart from "not measured".
    ...(card.allergenStyle
      ? { allergens: [...(dish.allergens ?? [])], allergenTraces: [...(dish.traces ?? [])] }
      : {}),
    ...(card.bilingual ? { translations: translationsOf(dish.english) } : {}),
  }
}

function describeCard(card: Card): string {
  const look = card.look
  const parts = [
    `Synthetic menu (generator 2), family ${card.family} variant ${look.variant}, seed ${card.seed}`,
    `prices ${card.priceFormat}${card.columnHeader ? ` under a column headed "${card.columnHeader}"` : ''}`,
    `${look.columns} column${look.columns > 1 ? 's' : ''}${look.isLandscape ? ' landscape' : ''}, gutter ${look.gutter} px`,
    `faces ${look.faces.heading}/${look.faces.name}/${look.faces.text}, palette ${look.palette.id}`,
    'dietary tags after names are not part of them',
    ...(card.allergenStyle
      ? [`allergens printed as ${card.allergenStyle}, codes and statements not part of names or descriptions`]
      : []),
    ...(card.bilingual
      ? [
          `bilingual, English ${card.bilingual === 'under' ? 'under the Spanish' : card.bilingual === 'slash' ? 'after a slash' : 'in a column beside the Spanish'}: the English in translations`,
        ]
      : []),
  ]
  return parts.join('; ')
}

/**
 * What the card prints: all its pages (a section carried over to page two stays one section), or only page
 * `pageIndex` (0-based), where a carried-over section has no heading ('').
 */
export function cardTruth(card: Card, pageIndex?: number): TruthMenu {
  const pages = planPages(card)
  const chosen = pageIndex === undefined ? pages : [pages[pageIndex]!]
  const sections: TruthMenu['sections'] = []
  let last: SectionRun | undefined
  for (const run of chosen.flatMap((page) => page.runs)) {
    const section = card.sections[run.section]!
    const items = section.dishes.slice(run.from, run.to).map((dish) => truthItem(card, dish, section))
    if (last?.section === run.section) sections.at(-1)!.items.push(...items)
    else
      sections.push({
        name: run.hasHeading ? section.heading : '',
        items,
        ...(card.bilingual
          ? { translations: run.hasHeading && section.english ? { en: { name: section.english } } : {} }
          : {}),
      })
    last = run
  }
  return {
    restaurantName: chosen.some((page) => page.hasMasthead) ? card.restaurant : '',
    lang: card.lang,
    currency: card.currency,
    sections,
    notes:
      describeCard(card) + (pageIndex === undefined ? '' : `; page ${pageIndex + 1} of ${pages.length} only`),
  }
}

import type { TruthMenu } from '../eval/corpus.ts'
import { describeLayout } from './layout-style.ts'
import type { SynthMenu } from './menu-content.ts'

/** What is printed on a synthetic menu, in the corpus truth format (../shared/menu-corpus/README.md). */
export function toTruth(menu: SynthMenu): TruthMenu {
  return {
    restaurantName: menu.restaurantName,
    lang: menu.lang,
    currency: menu.currency,
    sections: menu.sections.map((section) => ({
      name: section.name,
      items: section.items.map((item) => ({
        name: item.name,
        price: item.prices[0] ?? '',
        ...(item.prices.length > 1 && section.sizeLabels
          ? {
              prices: item.prices.map((price, index) => ({ label: section.sizeLabels![index] ?? '', price })),
            }
          : {}),
        description: item.description,
      })),
    })),
    notes: `Synthetic menu, seed ${menu.seed}; prices ${menu.priceStyle}${sizesNote(menu)}; ${describeLayout(menu.layout)}`,
  }
}

// "sizes table (S / M / L), labelled (Copa / Botella)": how the menu prints several prices per item.
function sizesNote(menu: SynthMenu): string {
  const sized = menu.sections.filter(
    (section) => section.sizeMode === 'table' || section.sizeMode === 'labelled',
  )
  if (sized.length === 0) return ''
  return `; sizes ${sized.map((section) => `${section.sizeMode} (${section.sizeLabels?.join(' / ')})`).join(', ')}`
}

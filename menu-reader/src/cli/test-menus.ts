// Menus and a fake reader for the command-line tests, which must not depend on how well readMenu reads.
import type { AnalysedMenu, MenuItem } from '../types.ts'

/** A menu of one section with the given items (name and price), each from the given page. */
export function menuOf(items: { name: string; price: string; page?: number }[], section = ''): AnalysedMenu {
  const menuItems: MenuItem[] = items.map((item, index) => ({
    id: `item-${index}`,
    name: item.name,
    price: item.price,
    priceValue: null,
    variants: item.price === '' ? [] : [{ label: '', price: item.price }],
    description: '',
    allergens: [],
    allergenTraces: [],
    translations: {},
    confidence: 90,
    review: [],
    source: { page: item.page ?? 1, box: { x0: 0, y0: 0, x1: 1, y1: 1 } },
  }))
  return {
    restaurantName: '',
    currency: '',
    currencyEvidence: 'guessed',
    sections: [{ id: 'section-0', name: section, translations: {}, items: menuItems }],
    pages: [],
    metadata: { confidence: 90, errors: [], processingTime: 0, fileSize: 0, fileType: 'pdf', fileName: '' },
  }
}

// A small card composed by hand for the unit tests (not drawn from a seed): a tapas bar's two sections, one of
// them sold in two sizes, with a dietary tag and a size the wine list leaves out.
import type { Card, CardSection } from './card.ts'
import { rollDice } from './dice.ts'
import type { Family } from './families.ts'
import { drawLook } from './looks.ts'

export const TEST_SECTIONS: readonly CardSection[] = [
  {
    heading: 'PARA COMPARTIR',
    sizes: null,
    dishes: [
      {
        name: 'Pan de cristal con tomate',
        tag: '(VG)',
        description: 'con aceite de la casa',
        cells: ['4,50'],
      },
      { name: 'Croquetas de puchero', tag: '', description: '', cells: ['8,00'] },
      { name: 'Calamar de potera', tag: '(SG)', description: 'limón y alioli', cells: ['14,00'] },
    ],
  },
  {
    heading: 'Vinos',
    sizes: ['Copa', 'Botella'],
    dishes: [
      { name: 'Mencía joven', tag: '', description: '', cells: ['3,50', '16,00'] },
      { name: 'Godello sobre lías', tag: '', description: 'Valdeorras', cells: ['', '24,00'] },
      { name: 'Cava reserva', tag: '', description: '', cells: ['4,00', '19,00'] },
    ],
  },
]

/** The test card in a family's manner (look sub-style `variant`), one page unless `pageBreak` is given. */
export function composeCard(family: Family, variant = 0, pageBreak: Card['pageBreak'] = null): Card {
  const look = { ...drawLook(rollDice(1), family, 2), variant }
  return {
    seed: 0,
    family,
    lang: 'es',
    currency: 'EUR',
    priceFormat: 'comma',
    restaurant: 'Bar Ñandú',
    tagline: '¡Pasa y prueba!',
    sections: TEST_SECTIONS.map((section) => ({ ...section, dishes: [...section.dishes] })),
    columnHeader: family === 'column-header' ? 'Euros' : '',
    footer: ['(V) vegetariano · (VG) vegano · (SG) sin gluten'],
    look,
    pageBreak,
  }
}

// Bilingual cards (decision 054, `menu:fixtures2 -- --bilingual`): a Spanish menu printing each dish, its
// description and each heading in English too — "Sopa de ajo / Garlic soup" on one line (`slash`), the
// English on the line under the Spanish in italics (`under`), or Spanish and English side by side in two
// columns before the price (`columns`). English headings and descriptions are this generator's own.
import type { Card } from './card.ts'
import type { Dice } from './dice.ts'

export const BILINGUAL_LAYOUTS = ['under', 'slash', 'columns'] as const
export type BilingualLayout = (typeof BILINGUAL_LAYOUTS)[number]

// The English of the headings of the courses whose dishes have English lines (lexicon-es.ts TRANSLATIONS).
const HEADINGS: Readonly<Record<string, string>> = {
  'Para abrir boca': 'To start',
  'Al centro': 'To share',
  'Para empezar': 'Starters',
  Picoteo: 'Nibbles',
  Raciones: 'Portions',
  'Ensaladas de autor': 'Signature salads',
  'Verdes y frescos': 'Fresh and green',
  'Del huerto': 'From the garden',
  'Ensaladas de la casa': 'House salads',
  'Arroces de la casa': 'House rice dishes',
  'Arroz y fideo': 'Rice and noodles',
  'Nuestros arroces': 'Our rice dishes',
  'Carnes a la leña': 'Wood-fired meat',
  'De la brasa': 'From the grill',
  'Del carbón': 'Charcoal grilled',
  'Carnes de pastoreo': 'Pasture-raised meat',
  'Pescados del día': 'Fish of the day',
  'Del Cantábrico': 'From the Cantabrian Sea',
  'De la lonja': 'From the fish market',
  'Postres de la casa': 'Homemade desserts',
  'Dulces de la abuela': "Grandma's sweets",
  'Para acabar': 'To finish',
  'El último capricho': 'A last treat',
}

// Descriptions a bilingual card prints in both languages.
const DESCRIPTIONS: readonly (readonly [string, string])[] = [
  ['con patatas fritas caseras', 'with homemade chips'],
  ['a la brasa con verduras de temporada', 'chargrilled with seasonal vegetables'],
  ['con alioli suave', 'with mild garlic mayonnaise'],
  ['sobre pan tostado con tomate', 'on toasted bread with tomato'],
  ['con ensalada verde', 'with green salad'],
  ['con salsa de pimienta verde', 'with green peppercorn sauce'],
  ['al horno con patatas panaderas', 'oven baked with sliced potatoes'],
  ['con cebolla caramelizada', 'with caramelised onion'],
  ['para compartir', 'to share'],
  ['receta de la abuela', "grandmother's recipe"],
  ['con helado de vainilla', 'with vanilla ice cream'],
  ['con pimientos asados y ajo', 'with roasted peppers and garlic'],
  ['en su jugo con puré de patata', 'in its own juice with mashed potato'],
  ['con limón y perejil', 'with lemon and parsley'],
  ['guisado a fuego lento', 'slowly stewed'],
  ['con nata montada', 'with whipped cream'],
]

const upper = (text: string, lang: string) => text.toLocaleUpperCase(lang)
const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase('es') + text.slice(1)

/** The English of a heading, in the card's case, or '' when it has none. */
export function englishHeading(heading: string, isUpper: boolean): string {
  // The card may print its headings in capitals: the Spanish is looked up whatever its case.
  const spanish = Object.keys(HEADINGS).find((key) => upper(key, 'es') === upper(heading, 'es')) ?? ''
  const english = HEADINGS[spanish] ?? ''
  return isUpper ? upper(english, 'en') : english
}

/**
 * Makes a bilingual card's layout, drawn from `dice`: each dish's English name (drawn with the card) in the
 * card's case, a description in both languages for half of them, each heading's English. Two columns side
 * by side only on a page of one column with one price per dish; the inline family prints slashes.
 */
export function drawBilingual(card: Card, dice: Dice): void {
  const hasGrid = card.family === 'size-table' || card.family === 'column-header'
  const layouts = BILINGUAL_LAYOUTS.filter(
    (layout) =>
      (layout !== 'columns' || (card.look.columns === 1 && !hasGrid)) &&
      (card.family !== 'inline-dash' || layout === 'slash'),
  )
  card.bilingual = dice.oneOf(layouts)
  for (const section of card.sections) {
    section.english = englishHeading(section.heading, card.look.isHeadingUpper)
    for (const dish of section.dishes) {
      const english = dish.english?.name ?? ''
      const name = card.look.isNameUpper ? upper(english, 'en') : english
      const [es, en] = dice.coin(0.5) ? dice.oneOf(DESCRIPTIONS) : ['', '']
      dish.description = card.look.isDescriptionLower ? es : capitalise(es)
      dish.english = { name, description: card.look.isDescriptionLower ? en : capitalise(en) }
    }
  }
}

// Allergens as generator-2 menus print them (decision 054, `menu:fixtures2 -- --allergens`): in words under
// the dish ("Contiene: gluten y huevo.", "May contain traces of nuts."), as letters after its name with the
// letters' legend in the footer ("(G, L)" … "G Gluten · L Lácteos"), or as the EU's numbers with their legend
// ("(1, 7)" … "1 Gluten · 2 Crustáceos …", Regulation (EU) No 1169/2011, Annex II). The words, letters and
// ways of printing are this generator's own; the truth lists the allergens by the catalogue's ids.
import { MENU_ALLERGENS, type MenuAllergen } from '../analysed-menu.schema.ts'
import type { Card, CardDish } from './card.ts'
import type { Dice } from './dice.ts'

export const ALLERGEN_STYLES = ['words', 'letters', 'numbers'] as const
export type AllergenStyle = (typeof ALLERGEN_STYLES)[number]

type Words = Record<MenuAllergen, readonly string[]>

// The names a menu prints, first the legend's, then others a statement may use.
const SPANISH: Words = {
  gluten: ['Gluten', 'trigo', 'cereales con gluten'],
  crustaceos: ['Crustáceos', 'marisco'],
  huevos: ['Huevos', 'huevo'],
  pescado: ['Pescado'],
  cacahuetes: ['Cacahuetes', 'maní'],
  soja: ['Soja'],
  lacteos: ['Lácteos', 'leche', 'lactosa'],
  'frutos-de-cascara': ['Frutos de cáscara', 'frutos secos', 'nueces'],
  apio: ['Apio'],
  mostaza: ['Mostaza'],
  sesamo: ['Sésamo', 'granos de sésamo'],
  sulfitos: ['Sulfitos', 'dióxido de azufre'],
  altramuces: ['Altramuces'],
  moluscos: ['Moluscos'],
}

const ENGLISH: Words = {
  gluten: ['Gluten', 'wheat', 'cereals containing gluten'],
  crustaceos: ['Crustaceans', 'shellfish'],
  huevos: ['Eggs', 'egg'],
  pescado: ['Fish'],
  cacahuetes: ['Peanuts'],
  soja: ['Soya', 'soy'],
  lacteos: ['Milk', 'dairy'],
  'frutos-de-cascara': ['Nuts', 'tree nuts'],
  apio: ['Celery'],
  mostaza: ['Mustard'],
  sesamo: ['Sesame'],
  sulfitos: ['Sulphites', 'sulfites'],
  altramuces: ['Lupin'],
  moluscos: ['Molluscs'],
}

// Letters menus print for the 14, in the Annex's order.
const LETTERS = {
  es: ['G', 'C', 'H', 'P', 'Ca', 'S', 'L', 'F', 'Ap', 'M', 'Se', 'Su', 'A', 'Mo'],
  en: ['G', 'C', 'E', 'F', 'P', 'S', 'M', 'N', 'Ce', 'Mu', 'Se', 'Su', 'L', 'Mo'],
} as const

const STATEMENTS = {
  es: {
    contains: [
      (list: string) => `Contiene: ${list}.`,
      (list: string) => `Alérgenos: ${list}`,
      (list: string) => `Contiene ${list}.`,
    ],
    traces: [(list: string) => `Puede contener trazas de ${list}.`, (list: string) => `Trazas: ${list}.`],
    and: 'y',
    title: ['Alérgenos:', 'ALÉRGENOS', ''],
  },
  en: {
    contains: [
      (list: string) => `Contains: ${list}.`,
      (list: string) => `Allergens: ${list}`,
      (list: string) => `Contains ${list}.`,
    ],
    traces: [(list: string) => `May contain traces of ${list}.`, (list: string) => `May contain ${list}.`],
    and: 'and',
    title: ['Allergens:', 'ALLERGEN KEY', ''],
  },
} as const

type Printing = {
  style: AllergenStyle
  lang: 'es' | 'en'
  codes: readonly string[]
  /** How a dish's codes are set after its name: "(G, L)", "(G,L)", "(1-7)". */
  group: (codes: readonly string[]) => string
  contains: (list: string) => string
  traces: (list: string) => string
}

const GROUPS = [
  (codes: readonly string[]) => `(${codes.join(', ')})`,
  (codes: readonly string[]) => `(${codes.join(',')})`,
  (codes: readonly string[]) => `[${codes.join(' ')}]`,
]

// A list in words: "gluten, huevo y lácteos", each name as a statement prints it (lower case, a synonym now and then).
function listOf(allergens: readonly MenuAllergen[], printing: Printing, dice: Dice): string {
  const words = printing.lang === 'es' ? SPANISH : ENGLISH
  const names = allergens.map((allergen) => {
    const choices = words[allergen]
    const name = dice.coin(0.7) ? choices[0]! : dice.oneOf(choices)
    return name.toLocaleLowerCase(printing.lang)
  })
  const and = STATEMENTS[printing.lang].and
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`
}

function markDish(dish: CardDish, printing: Printing, dice: Dice) {
  if (!dice.coin(0.65)) return
  const allergens = dice.some(MENU_ALLERGENS, dice.whole(1, 4))
  dish.allergens = allergens
  if (printing.style === 'words') {
    const traces = dice.coin(0.3)
      ? dice.some(
          MENU_ALLERGENS.filter((allergen) => !allergens.includes(allergen)),
          dice.whole(1, 2),
        )
      : []
    dish.traces = traces
    const lines = [printing.contains(listOf(allergens, printing, dice))]
    if (traces.length > 0) lines.push(printing.traces(listOf(traces, printing, dice)))
    dish.allergenLine = lines.join(' ')
    return
  }
  const codes = allergens.map((allergen) => printing.codes[MENU_ALLERGENS.indexOf(allergen)]!)
  dish.allergenMark = printing.group(codes)
}

// The footer's legend: every code and its allergen ("G = Gluten", "1. Gluten", "(G) Gluten", "Gluten (G)"),
// over two to four lines, under a title now and then.
function legendLines(printing: Printing, dice: Dice): string[] {
  const words = printing.lang === 'es' ? SPANISH : ENGLISH
  const entry = dice.oneOf([
    (code: string, name: string) => `${code} = ${name}`,
    (code: string, name: string) => `${code}: ${name}`,
    (code: string, name: string) => `(${code}) ${name}`,
    (code: string, name: string) => (printing.style === 'numbers' ? `${code}. ${name}` : `${name} (${code})`),
  ])
  const entries = MENU_ALLERGENS.map((allergen, index) => entry(printing.codes[index]!, words[allergen][0]!))
  const perLine = Math.ceil(entries.length / dice.whole(2, 4))
  const lines: string[] = []
  for (let at = 0; at < entries.length; at += perLine) lines.push(entries.slice(at, at + perLine).join(' · '))
  const title = dice.oneOf(STATEMENTS[printing.lang].title)
  if (title) lines[0] = `${title} ${lines[0]}`
  return lines
}

/**
 * Marks a card's dishes with allergens in one of the three styles, from its own dice (so the rest of the
 * card is the one its seed draws without allergens): about two dishes in three carry one to four, and in
 * words a third of those traces as well. Letters and numbers put their legend first in the footer.
 */
export function drawAllergenMarks(card: Card, dice: Dice): void {
  const style = dice.oneOf(ALLERGEN_STYLES)
  const lang = card.lang === 'en' ? 'en' : 'es'
  const statements = STATEMENTS[lang]
  const printing: Printing = {
    style,
    lang,
    codes: style === 'numbers' ? MENU_ALLERGENS.map((_, index) => String(index + 1)) : LETTERS[lang],
    group: dice.oneOf(GROUPS),
    contains: dice.oneOf(statements.contains),
    traces: dice.oneOf(statements.traces),
  }
  card.allergenStyle = style
  for (const section of card.sections) for (const dish of section.dishes) markDish(dish, printing, dice)
  if (style !== 'words') card.footer = [...legendLines(printing, dice), ...card.footer]
}

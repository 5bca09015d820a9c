// The words menus print for the 14 allergens of Regulation (EU) No 1169/2011, Annex II, in Spanish and in
// English, and the words that say a dish contains them or may hold traces of them. Written for this reader;
// matched on text folded to lower case without accents ("Lácteos" → "lacteos"), OCR's lost accents forgiven.

import { MENU_ALLERGENS, type MenuAllergen } from '../../analysed-menu.schema.ts'

/** The 14 allergens in the Annex's order, by the ids the catalogue stores. */
export const ALLERGEN_IDS = MENU_ALLERGENS
export type AllergenId = MenuAllergen

// Each allergen's words, folded. Only words that name the allergen itself: a dish's ingredients ("queso",
// "gambas") are never read as a statement (decision 054: allergens are read only where a menu states them).
const NAMES: Record<AllergenId, string> = {
  gluten: `gluten | trigo | cereales con gluten | cereales | cebada | centeno | avena | espelta | kamut
    | wheat | cereals containing gluten | cereals | barley | rye | oats | spelt`,
  crustaceos: 'crustaceos | crustaceo | marisco | mariscos | crustaceans | crustacean | shellfish',
  huevos: 'huevo | huevos | ovoproductos | egg | eggs',
  pescado: 'pescado | pescados | pescado azul | fish',
  cacahuetes: `cacahuete | cacahuetes | cacahuate | cacahuates | mani | manies | peanut | peanuts | groundnut
    | groundnuts`,
  soja: 'soja | soya | soy | soybean | soybeans | soya beans',
  lacteos: `lacteos | lacteo | leche | lactosa | derivados lacteos | productos lacteos | milk | dairy
    | lactose | milk products`,
  'frutos-de-cascara': `frutos de cascara | fruto de cascara | frutos secos | fruto seco | nueces | nuez
    | almendra | almendras | avellana | avellanas | pistacho | pistachos | anacardo | anacardos | pacanas
    | nueces de macadamia | tree nuts | nuts | nut | almonds | hazelnuts | walnuts | pecans | cashews
    | pistachios | macadamia nuts`,
  apio: 'apio | celery | celeriac',
  mostaza: 'mostaza | mustard',
  sesamo: 'sesamo | granos de sesamo | semillas de sesamo | ajonjoli | sesame | sesame seeds',
  sulfitos: `sulfitos | sulfito | dioxido de azufre | anhidrido sulfuroso | so2 | sulphites | sulfites
    | sulphite | sulfite | sulphur dioxide | sulfur dioxide`,
  altramuces: 'altramuces | altramuz | lupin | lupins | lupine | lupines',
  moluscos: 'moluscos | molusco | molluscs | mollusks | mollusc | mollusk',
}

/** A text folded for matching: lower case, accents and ñ's tilde dropped (OCR loses them now and then). */
export const foldText = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es')

/** One word of a text: its folded letters and digits, and where it stands in the text (UTF-16 indexes). */
export type Token = { text: string; start: number; end: number }

/** The words of a text, folded, each with its place: "Contiene: gluten, huevo." → contiene, gluten, huevo. */
export function tokenise(text: string): Token[] {
  // Each word folded apart, so that the indexes stay those of the text as printed.
  return [...text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)].map((match) => ({
    text: foldText(match[0]),
    start: match.index,
    end: match.index + match[0].length,
  }))
}

type Phrase = { words: string[]; allergen: AllergenId }

const PHRASES: Phrase[] = ALLERGEN_IDS.flatMap(
  (allergen) => NAMES[allergen].split('|').map((name) => ({ words: name.trim().split(/\s+/), allergen })),
  // Longest first: "frutos secos" before a shorter phrase of the same start.
).sort((a, b) => b.words.length - a.words.length)

/** The allergen named by the words at `at` and how many words name it ("frutos de cascara" → 3), or none. */
export function allergenAt(
  tokens: readonly Token[],
  at: number,
): { allergen: AllergenId; length: number } | null {
  for (const phrase of PHRASES) {
    if (phrase.words.every((word, offset) => tokens[at + offset]?.text === word)) {
      return { allergen: phrase.allergen, length: phrase.words.length }
    }
  }
  return null
}

/** The allergen a whole text names ("Lácteos", "Frutos de cáscara", "Sulphites"), or null. */
export function allergenNamed(text: string): AllergenId | null {
  const tokens = tokenise(text)
  const found = allergenAt(tokens, 0)
  return found && found.length === tokens.length ? found.allergen : null
}

/** Words that open a statement of what a dish contains: "Contiene", "Alérgenos:", "Contains", "Allergens". */
export const CONTAINS_WORDS = [
  ['contiene'],
  ['contienen'],
  ['alergenos'],
  ['alergeno'],
  ['contains'],
  ['allergens'],
  ['allergen'],
  ['allergy'],
]

/** Words that open a statement of traces: "Puede contener (trazas de)", "Trazas de", "May contain (traces of)". */
export const TRACES_WORDS = [
  ['puede', 'contener', 'trazas', 'de'],
  ['pueden', 'contener', 'trazas', 'de'],
  ['puede', 'contener', 'trazas'],
  ['puede', 'contener'],
  ['pueden', 'contener'],
  ['trazas', 'de'],
  ['trazas'],
  ['may', 'contain', 'traces', 'of'],
  ['may', 'contain', 'traces'],
  ['may', 'contain'],
  ['traces', 'of'],
  ['traces'],
]

/** Words that may stand between the allergens of a list: "gluten, huevo y leche", "milk and nuts". */
export const LIST_WORDS = new Set(['y', 'e', 'o', 'u', 'and', 'or', 'de', 'of', 'sus', 'its', 'derivados'])

/** How many words at `at` match one of `phrases`, the longest first; 0 when none does. */
export function phraseLengthAt(tokens: readonly Token[], at: number, phrases: readonly string[][]): number {
  const found = phrases
    .filter((words) => words.every((word, offset) => tokens[at + offset]?.text === word))
    .map((words) => words.length)
  return found.length === 0 ? 0 : Math.max(...found)
}

// Every allergen name written without its spaces ("frutossecos", "treenuts"), and the list's own words.
const GLUED_PIECES: ReadonlyMap<string, AllergenId | null> = new Map([
  ...[...LIST_WORDS].map((word) => [word, null] as const),
  ...PHRASES.map((phrase) => [phrase.words.join(''), phrase.allergen] as const),
])

/**
 * The allergens of a word OCR ran a list together into ("glutennutssesameand", "fishand"): the longest run
 * of allergen names and list words it opens with, and whether that run is the whole word. Null when it
 * opens with none, or the run names no allergen.
 */
export function breakGluedList(word: string): { allergens: AllergenId[]; isWhole: boolean } | null {
  // best[end]: the pieces that make up word.slice(0, end), fewest first; undefined where none do.
  const best: (string[] | undefined)[] = [[]]
  for (let end = 1; end <= word.length; end++) {
    for (let start = Math.max(0, end - 24); start < end; start++) {
      const before = best[start]
      const piece = word.slice(start, end)
      if (before === undefined || !GLUED_PIECES.has(piece)) continue
      const pieces = [...before, piece]
      if (best[end] === undefined || pieces.length < (best[end] as string[]).length) best[end] = pieces
    }
  }
  const end = best.findLastIndex((pieces) => pieces !== undefined && pieces.length > 0)
  if (end <= 0) return null
  const allergens = (best[end] as string[]).flatMap((piece) => GLUED_PIECES.get(piece) ?? [])
  return allergens.length > 0 ? { allergens, isWhole: end === word.length } : null
}

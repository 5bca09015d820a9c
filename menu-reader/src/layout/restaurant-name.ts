import { isMenuWord } from './menu-words.ts'

// The largest line at the top of a menu is its name only when it reads as one. Menus print "MENÚ", "CARTA",
// "LISTA DE PRECIOS" or their first section's heading ("PIZZAS", "DESAYUNOS") as large as any logo, and a big
// price or a smudge can top a page too: taken as the name, such a line is a name the owner must correct and a
// heading the sections lose. A name holds a word that is not a menu word ("Casa Pepa", "PIZZA NICE BURGERS",
// "LA TERRAZZA"), and more letters than digits.

const LETTER = /\p{L}/gu
// Words of a menu's title the lexicon does not hold, as it holds words printed among the dishes.
const TITLE_WORDS = new Set(['lista', 'listas'])

/** Whether a line printed as a menu's title reads as the business's name rather than a heading or a price. */
export function readsAsName(text: string): boolean {
  const letters = text.match(LETTER)?.length ?? 0
  const digits = text.match(/\d/g)?.length ?? 0
  if (letters < 3 || digits >= letters) return false
  const words = text.split(/[^\p{L}]+/u).filter((word) => word.length > 0)
  return words.some((word) => !isMenuWord(word) && !TITLE_WORDS.has(word.toLowerCase()))
}

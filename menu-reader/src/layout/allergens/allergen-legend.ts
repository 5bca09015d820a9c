// The allergen legend a menu prints, so that the codes beside its dishes can be read: letters ("G = gluten,
// L = lácteos") or the EU's numbers ("1 Gluten 2 Crustáceos 3 Huevos…", Regulation (EU) No 1169/2011,
// Annex II order). Codes are never guessed: a menu that prints none of this has no legend, and its "(G, L)"
// stays as printed.
import { ALLERGEN_IDS, type AllergenId, allergenAt, type Token, tokenise } from './allergen-words.ts'

/** What a menu's legend says: each code (folded: "g", "ap", "7") and the allergen it stands for. */
export type AllergenLegend = ReadonlyMap<string, AllergenId>

/** The legend of a menu that prints none. */
export const NO_LEGEND: AllergenLegend = new Map()

// Words a legend's title or its frame prints beside the entries ("ALÉRGENOS:", "Leyenda", "Allergen key").
const TITLE_WORDS = new Set([
  'alergenos',
  'alergeno',
  'leyenda',
  'allergens',
  'allergen',
  'allergy',
  'key',
  'informacion',
  'information',
  'codigos',
  'codes',
])

// Short words a line of text prints with a capital that are no code: "SIN GLUTEN" is no legend entry.
const NOT_CODES = new Set([
  'sin',
  'con',
  'de',
  'del',
  'la',
  'el',
  'al',
  'en',
  'the',
  'and',
  'of',
  'no',
  'may',
])

/** Whether a word may be a legend's code: a number of the Annex (1–14), or one to three letters printed with a capital ("G", "Ap", "SO"). */
export function isCodeToken(token: Token, printed: string): boolean {
  if (/^\d+$/.test(token.text)) return Number(token.text) >= 1 && Number(token.text) <= ALLERGEN_IDS.length
  const word = printed.slice(token.start, token.end)
  return (
    /^\p{Lu}\p{L}{0,2}$/u.test(word) &&
    !NOT_CODES.has(token.text) &&
    !TITLE_WORDS.has(token.text) &&
    allergenAt([token], 0) === null
  )
}

type Entry = { code: string; allergen: AllergenId; words: number }

// "G = Gluten", "1. Gluten", "(1) Gluten", "G Gluten": the code, then the allergen's name.
function readCodeFirst(tokens: readonly Token[], printed: string): Entry[] {
  const entries: Entry[] = []
  for (let at = 0; at < tokens.length - 1; at++) {
    const token = tokens[at] as Token
    if (!isCodeToken(token, printed)) continue
    const named = allergenAt(tokens, at + 1)
    if (!named) continue
    entries.push({ code: token.text, allergen: named.allergen, words: 1 + named.length })
    at += named.length
  }
  return entries
}

// "Gluten (G)", "Huevos (3)": the name, then its code in brackets.
function readNameFirst(tokens: readonly Token[], printed: string): Entry[] {
  const entries: Entry[] = []
  for (let at = 0; at < tokens.length - 1; at++) {
    const named = allergenAt(tokens, at)
    if (!named) continue
    const code = tokens[at + named.length]
    const before = tokens[at + named.length - 1] as Token
    if (!code || !isCodeToken(code, printed) || !printed.slice(before.end, code.start).includes('(')) continue
    entries.push({ code: code.text, allergen: named.allergen, words: named.length + 1 })
    at += named.length
  }
  return entries
}

/**
 * The legend entries a line prints, when the line is (mostly) a legend: its entries hold at least six in ten
 * of its words, a title ("Alérgenos:") left aside. Of the two ways of printing an entry, the one that reads
 * more of them.
 */
export function readLegendLine(line: string): Entry[] {
  // OCR runs a small legend's entries together ("G:GlutenC:CrustaceosHHuevos"): a capital after a small
  // letter, or before one, starts a word again.
  const printed = line.replace(/(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/gu, ' ')
  const tokens = tokenise(printed)
  const codeFirst = readCodeFirst(tokens, printed)
  const nameFirst = readNameFirst(tokens, printed)
  // As many either way ("Gluten (G) · Crustaceans (C)" cut before its last code): the way the line opens.
  const first = tokens.find((token) => !TITLE_WORDS.has(token.text))
  const opensOnName = first !== undefined && allergenAt(tokens, tokens.indexOf(first)) !== null
  const entries =
    nameFirst.length > codeFirst.length || (nameFirst.length === codeFirst.length && opensOnName)
      ? nameFirst
      : codeFirst
  const words = tokens.filter((token) => !TITLE_WORDS.has(token.text)).length
  const covered = entries.reduce((sum, entry) => sum + entry.words, 0)
  return entries.length > 0 && covered >= 0.6 * words ? entries : []
}

// "Reglamento (UE) 1169/2011", "Regulation (EU) No 1169/2011": the menu numbers its allergens as the Annex.
const REGULATION = /\b1169\s*\/\s*2011\b/

/**
 * The legend of a menu from all its lines: the entries of its legend lines, when they are three or more and
 * no code names two allergens. A numbered legend that follows the Annex's order where it was read (three
 * entries or more), or a menu naming the regulation, has every number of the Annex: OCR may have lost some.
 */
export function readAllergenLegend(lines: readonly string[]): AllergenLegend {
  const byCode = new Map<string, AllergenId | null>()
  for (const entry of lines.flatMap(readLegendLine)) {
    const known = byCode.get(entry.code)
    byCode.set(entry.code, known === undefined || known === entry.allergen ? entry.allergen : null)
  }
  const legend = new Map<string, AllergenId>()
  for (const [code, allergen] of byCode) if (allergen) legend.set(code, allergen)
  const numbers = [...legend].filter(([code]) => /^\d+$/.test(code))
  const followsAnnex =
    numbers.length >= 3 && numbers.every(([code, allergen]) => ALLERGEN_IDS[Number(code) - 1] === allergen)
  const namesRegulation = numbers.length === 0 && lines.some((line) => REGULATION.test(line))
  if (followsAnnex || namesRegulation) {
    for (const [index, allergen] of ALLERGEN_IDS.entries()) legend.set(String(index + 1), allergen)
  }
  return legend.size >= 3 ? legend : NO_LEGEND
}

// The words a set menu (menú del día, almuerzo, comida corrida, menú ejecutivo, set lunch) prints around its
// dishes, in Spanish and English: its courses' headings, its title, the words before its price and the line
// saying what the price includes. Lists of what such menus print in general, not of any one page's words;
// whether a line is a course heading also takes the shape of what follows it (find-set-menus.ts).
import { plainWord } from '../../text-lines/restore-letters.ts'
import { isOneEditApart } from '../menu-words.ts'

/** A text without case, marks, decoration at its ends or doubled spaces: "— PRIMEROS: —" → "primeros". */
export function plainText(text: string): string {
  return plainWord(text)
    .replace(/^[^\p{L}\d]+|[^\p{L}\d)]+$/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
}

// One course of a set menu by itself: "primeros", "segundo plato", "postre", "starters", "main course".
const ORDINAL = String.raw`(?:primer|primero|primeros|primera|segundo|segundos|segunda|tercer|tercero|terceros|1er|1ro|1o|2do|2o|3er|3ro|3o|first|second|third)`
const COURSE_WORDS = [
  String.raw`(?:de )?${ORDINAL}(?: (?:plato|platos|tiempo|tiempos|course|courses))?`,
  'entrantes?',
  'entradas?',
  'principal(?:es)?',
  String.raw`platos? (?:principal(?:es)?|fuertes?|de fondo|del dia)`,
  'fondos?',
  'postres?(?: (?:casero|caseros|del dia))?',
  'sopas?(?: del dia)?',
  'cremas?',
  'principios?',
  'secos?',
  'proteinas?',
  'carnes?',
  'guisados?',
  'guarnicion(?:es)?',
  'acompanamientos?',
  'bebidas?',
  'refrescos?',
  'cafe',
  'starters?',
  'to start',
  'appeti[sz]ers?',
  'mains?',
  'main courses?',
  'entrees?',
  'desserts?',
  'puddings?',
  'to finish',
  'sweets?',
  'soups?',
  'salads?',
  'sides?',
]
const COURSE = `(?:${COURSE_WORDS.join('|')})`
// "Postre o café", "Soup or Salad", "Primeros (a elegir)", "Segundo plato a escoger", "Mains – choose one".
const CHOICE_NOTE = String.raw`(?: \(?(?:a elegir|a escoger|para elegir|a su eleccion|choose one|choice of|your choice)\)?)?`
const COURSE_HEADING = new RegExp(String.raw`^${COURSE}(?: (?:o|y|u|or|and|&|\/) ${COURSE})*${CHOICE_NOTE}$`)
// A heading OCR read letter-spaced ("PLATO PRI NCI PAL"), its spaces gone: the course words without theirs.
const SPACELESS_COURSE = new RegExp(
  String.raw`^(?:${COURSE_WORDS.map((word) => word.replace(/ /g, '')).join('|')})$`,
)
// Words of three letters or fewer that are words: any other piece that short is a word OCR cut apart.
const SHORT_WORDS = new Set([
  'de',
  'del',
  'la',
  'el',
  'y',
  'o',
  'u',
  'a',
  'al',
  'con',
  'or',
  'and',
  'of',
  'the',
  'to',
])
const isCutApart = (plain: string) =>
  plain.split(' ').some((piece) => piece.length <= 3 && !SHORT_WORDS.has(piece))

// The plain spellings a one-letter slip of OCR is measured against ("prlmeros", "segundo5").
const SLIP_TARGETS = [
  'primeros',
  'segundos',
  'postres',
  'entrantes',
  'entradas',
  'principales',
  'principio',
  'starters',
  'desserts',
]

/**
 * The course a heading names, as printed without the decoration or colon around it ("PRIMEROS:" → "PRIMEROS");
 * undefined when the text is no course heading of a set menu.
 */
export function readCourseHeading(text: string): string | undefined {
  const plain = plainText(text)
  if (plain.length < 3 || plain.split(' ').length > 6) return undefined
  const isCourse =
    COURSE_HEADING.test(plain) ||
    (isCutApart(plain) && SPACELESS_COURSE.test(plain.replace(/ /g, ''))) ||
    (plain.length >= 7 && SLIP_TARGETS.some((target) => isOneEditApart(plain, target)))
  if (!isCourse) return undefined
  return text.replace(/^[^\p{L}\d]+|[^\p{L}\d)]+$/gu, '').trim()
}

const TITLE_PATTERNS = [
  String.raw`\bmenu (?:del dia|de(?:l)? (?:mediodia|medio dia|hoy|la semana|almuerzo)|diario|ejecutivo|especial|completo|de la casa)\b`,
  '^(?:nuestro |el )?menu$',
  String.raw`\balmuerzos?(?: (?:del dia|ejecutivos?|corrientes?|tipicos?|de hoy))?\b`,
  String.raw`\bcomida corrida\b`,
  String.raw`\bcomida del dia\b`,
  String.raw`\bcorrientazos?\b`,
  String.raw`\bset (?:lunch|dinner|menu)\b`,
  String.raw`\b(?:lunch|dinner) (?:menu|special|set)\b`,
  String.raw`\bprix[ -]?fixe\b`,
  String.raw`\bmenu of the day\b`,
  String.raw`\btoday'?s menu\b`,
  String.raw`\btable d'?hote\b`,
]
const TITLE = new RegExp(TITLE_PATTERNS.join('|'))
// The same titles with their spaces gone, for a title OCR read letter-spaced ("AL MUERZO EJECUT IVO").
const SPACELESS_TITLE = new RegExp(TITLE_PATTERNS.map((pattern) => pattern.replace(/\\b| /g, '')).join('|'))

/**
 * Whether a text reads as a set menu's title ("Menú del día", "ALMUERZO EJECUTIVO", "Set Lunch Menu"), a capital
 * OCR parted from the rest of its word put back ("L unch Menu"), or its spaces dropped ("AL MUERZO EJECUT IVO").
 */
export function isSetMenuTitle(text: string): boolean {
  const plain = plainText(text)
  const joined = plainText(text.replace(/(?<!\p{L})(\p{Lu}) (?=\p{Ll}{2})/gu, '$1'))
  const spaceless = plain.replace(/[\s-]+/g, '')
  return plain.length <= 40 && (TITLE.test(plain) || TITLE.test(joined) || SPACELESS_TITLE.test(spaceless))
}

// Words printed before a set menu's price, or naming one of two ("Medio menú", "2 courses").
const PRICE_WORDS =
  /\b(?:precio|precios|valor|importe|por persona|x persona|per person|price|menu|medio|media|completo|plato unico|un plato|dos platos|courses?|platos?|pp)\b/

// Words that only say a price follows: "Precio:", "Valor", "Precio por persona" on a line of their own.
const PRICE_LABEL = /^(?:precio|valor|importe|price)\b.{0,20}$|^(?:por persona|per person)$/

/** Whether a line's text (its price apart) only says a price follows: no dish, whatever is under it. */
export function isPriceLabel(text: string): boolean {
  return PRICE_LABEL.test(plainText(text)) && readIncludes(text) === undefined
}

/** Whether a text, printed with a price, names the price of a set menu ("Precio:", "Medio menú", "3 courses"). */
export function isSetMenuPriceText(text: string): boolean {
  const plain = plainText(text)
  return plain === '' || PRICE_WORDS.test(plain) || isSetMenuTitle(text)
}

// What a price includes is food and drink: a tax or a service charge "included" is none of it.
const NOT_INCLUDED = /\b(?:iva|impuestos?|tax|taxes|vat|servicio|service|propina|gratuity|no|not)\b/
// Matched on the text without case or marks, whose letters stand where the printed ones do.
// "Incluye …", "El menú incluye …", "Price includes …": a few words (OCR's "E/ mená") may come before the verb.
const INCLUDES_LEAD =
  /^(?:(?:[^\s:]+\s+){0,3}?(?:incluye|incluyen|includes|include)|(?:incluido|incluida|incluidos|incluidas|included))\b:?\s*/u
const INCLUDES_TAIL = /\s*\b(?:incluidos?|incluidas?|included|incl\.?)\s*[.!]?$/u

/**
 * The parts of a line saying what a set menu's price includes, as printed ("Incluye pan, bebida y postre o
 * café" → ["pan", "bebida", "postre o café"], "Pan y bebida incluidos" → ["Pan", "bebida"]); undefined when
 * the line says no such thing ("IVA incluido", "Bebida no incluida").
 */
export function readIncludes(text: string): string[] | undefined {
  const trimmed = text
    .normalize('NFC')
    .trim()
    .replace(/[.!]+$/, '')
  const plain = plainWord(trimmed)
  const lead = INCLUDES_LEAD.exec(plain)?.[0].length ?? 0
  const tail = lead === 0 ? (INCLUDES_TAIL.exec(plain)?.index ?? -1) : -1
  if (lead === 0 && tail < 0) return undefined
  if (NOT_INCLUDED.test(plainText(trimmed))) return undefined
  const list = lead > 0 ? trimmed.slice(lead) : trimmed.slice(0, tail)
  const parts = list
    .split(/\s*(?:,|;|·|•|\+|\||\s\/\s|\s(?:y|e|and|&)\s)\s*/u)
    .map((part) => part.replace(/^[-–—:\s]+|[-–—:\s]+$/g, '').trim())
    .filter((part) => /\p{L}{2}/u.test(part))
  return parts.length > 0 ? parts : undefined
}

// The lines the Latin recogniser learns to read: dish names, descriptions, headings, prices, and the odd
// lines of a menu (hours, phones, addresses, "¿Alergias? ¡Pregunta!"). Made from the generators' own lexicons
// and the reader's menu lexicon, never from a corpus's truth; accents, ñ and signs are also sprinkled over
// ordinary words, so the recogniser learns the marks rather than a list of words that carry them.

import type { Dice } from '../../synth2/dice.ts'
import { ENGLISH_LEXICON } from '../../synth2/lexicon-en.ts'
import { SPANISH_LEXICON } from '../../synth2/lexicon-es.ts'
import { PRICE_FORMATS, priceAt } from '../../synth2/price-formats.ts'
import { LATIN_ALPHABET } from '../../text-lines/latin-alphabet.ts'
import { ENGLISH_WORDS, SPANISH_WORDS } from '../../text-lines/menu-lexicon.ts'

const COURSES = [...SPANISH_LEXICON.courses, ...ENGLISH_LEXICON.courses]
const DISHES = COURSES.flatMap((course) => course.dishes)
const INGREDIENTS = COURSES.flatMap((course) => course.ingredients)
const HEADINGS = COURSES.flatMap((course) => course.headings)
const SIZES = COURSES.flatMap((course) => course.sizes.flat())
const NAMES = [...SPANISH_LEXICON.restaurants, ...ENGLISH_LEXICON.restaurants]
const WORDS = [...SPANISH_WORDS, ...ENGLISH_WORDS]

// Words of the other Latin-script menus a Spanish-speaking owner meets (Portuguese, French, Italian), written
// here for their marks: ç, ã, õ, ê, ô, è, à.
const OTHER_WORDS = `pão de queijo|feijoada|açaí|caipirinha|coração|limão|maçã|camarões|crème brûlée|
  café crème|pâté|gratiné|crêpe|soufflé|à la carte|côte de bœuf|purê|moqueca|pastéis|farofa|tiramisù|
  più|caffè|gnocchi|pappardelle|focaccia|però|così|brûlée|façon|garçon|entrée|fraîche|çà|noël|naïf`
  .split('|')
  .map((word) => word.trim())

const LEADERS = ['', ' ', '  ', ' .......... ', ' ..... ', ' - ', ' | ', ' · ', ' ___ ', ' … ']

const EXTRA_LINES = [
  () => '¿Alergias? ¡Pregunta a nuestro personal!',
  () => 'IVA incluido',
  () => 'Precios en euros (€), IVA incluido.',
  () => 'Servicio no incluido',
  () => '¡Nuevo!',
  () => '¿Sin gluten?',
]

function price(dice: Dice): string {
  const format = dice.oneOf(PRICE_FORMATS)
  const written = format.write(priceAt(format, dice.float(0.2, 2.5), dice.oneOf(format.steps)))
  return dice.weighted({
    written: 6,
    dollars: 2,
    pounds: 1,
    colones: 1,
    soles: 1,
    bare: 1,
  }) === 'written'
    ? written
    : dice.oneOf([
        `$${dice.whole(1, 99)}.${dice.whole(0, 9)}00`,
        `£${dice.whole(3, 40)}.${dice.oneOf(['00', '50', '95', '25'])}`,
        `₡${dice.whole(1, 25)}.${dice.oneOf(['000', '500', '950'])}`,
        `S/ ${dice.whole(5, 90)}.${dice.oneOf(['00', '50', '90'])}`,
        `${dice.whole(2, 60)}${dice.oneOf([',', '.'])}${dice.oneOf(['00', '50', '95'])}`,
        `US$ ${dice.whole(3, 60)}`,
        `${dice.whole(1, 40)} ¢`,
      ])
}

// Accents, tildes and cedillas put where the word had plain letters: "Piña" is taught as often as "Pina"
// would be misread, and on words the lexicon lacks.
const MARKED: Readonly<Record<string, string>> = {
  a: 'áàâäã',
  e: 'éèêë',
  i: 'íìîï',
  o: 'óòôöõ',
  u: 'úùûü',
  n: 'ñ',
  c: 'ç',
  A: 'ÁÀÂÄÃ',
  E: 'ÉÈÊË',
  I: 'ÍÌÎÏ',
  O: 'ÓÒÔÖÕ',
  U: 'ÚÙÛÜ',
  N: 'Ñ',
  C: 'Ç',
}

function sprinkleMarks(text: string, dice: Dice, share: number): string {
  return [...text]
    .map((letter) => {
      const marks = MARKED[letter]
      return marks && dice.coin(share) ? dice.oneOf([...marks]) : letter
    })
    .join('')
}

function casing(text: string, dice: Dice): string {
  const choice = dice.weighted({ as: 6, upper: 3, title: 1 })
  if (choice === 'upper') return text.toLocaleUpperCase('es')
  if (choice === 'title')
    return text.replace(
      /(^|\s)(\p{Ll})/gu,
      (_, space: string, letter: string) => space + letter.toUpperCase(),
    )
  return text
}

function ordinalOrNumbered(dice: Dice): string {
  return dice.oneOf([
    `${dice.whole(1, 4)}ª ${dice.oneOf(['categoría', 'planta', 'ración', 'edición'])}`,
    `Menú nº ${dice.whole(1, 12)}`,
    `Nº ${dice.whole(1, 40)}`,
    `${dice.whole(1, 3)}º plato`,
    `${dice.whole(10, 23)}:${dice.oneOf(['00', '30', '15'])} - ${dice.whole(10, 23)}:${dice.oneOf(['00', '30'])} h`,
    `Tel. +${dice.whole(30, 599)} ${dice.whole(100, 999)} ${dice.whole(100, 999)} ${dice.whole(100, 999)}`,
    `@${dice
      .oneOf(NAMES)
      .toLowerCase()
      .replace(/[^a-z]/g, '')}`,
    `www.${dice
      .oneOf(NAMES)
      .toLowerCase()
      .replace(/[^a-z]/g, '')}.com`,
    `${dice.whole(2, 4)}x${dice.whole(1, 2)} ${dice.oneOf(['cañas', 'mojitos', 'tacos', 'cervezas'])}`,
    `${dice.whole(250, 750)} g · ${dice.whole(20, 50)} cl · ${dice.whole(1, 3)} L`,
    `${dice.whole(5, 60)}% dto. ${dice.oneOf(['«Happy hour»', '"2x1"', '(todo el día)', '[martes]'])}`,
  ])
}

/** One line of menu text, in the recogniser's alphabet. */
export function drawLineText(dice: Dice): string {
  const kind = dice.weighted({
    dish: 5,
    dishPrice: 6,
    description: 4,
    heading: 2,
    price: 3,
    sizes: 1,
    words: 4,
    marked: 3,
    other: 1,
    numbers: 2,
    extra: 1,
    name: 1,
  })
  let text: string
  switch (kind) {
    case 'dish':
      text = casing(dice.oneOf(DISHES), dice)
      break
    case 'dishPrice':
      text = `${casing(dice.oneOf(DISHES), dice)}${dice.oneOf(LEADERS)}${price(dice)}`
      break
    case 'description': {
      const parts = dice.some(INGREDIENTS, dice.whole(2, 4))
      text = casing(
        `${parts.slice(0, -1).join(', ')} ${dice.oneOf(['y', 'con', 'and', 'or', 'e'])} ${parts.at(-1)}`,
        dice,
      )
      if (dice.coin(0.3)) text = `(${text})`
      break
    }
    case 'heading':
      text = casing(dice.oneOf(HEADINGS), dice)
      break
    case 'price':
      text = dice.coin(0.3) ? `${price(dice)}   ${price(dice)}` : price(dice)
      break
    case 'sizes':
      text = dice.some(SIZES, dice.whole(1, 3)).join(dice.oneOf(['  ', ' / ', ' | ']))
      break
    case 'words':
      text = casing(dice.some(WORDS, dice.whole(1, 6)).join(' '), dice)
      break
    case 'marked':
      text = sprinkleMarks(casing(dice.some(WORDS, dice.whole(1, 4)).join(' '), dice), dice, 0.25)
      if (dice.coin(0.3)) text = `${dice.oneOf(['¿', '¡'])}${text}${dice.oneOf(['?', '!'])}`
      break
    case 'other':
      text = casing(dice.some(OTHER_WORDS, dice.whole(1, 3)).join(' '), dice)
      break
    case 'numbers':
      text = ordinalOrNumbered(dice)
      break
    case 'extra':
      text = dice.oneOf(EXTRA_LINES)()
      break
    default:
      text = dice.oneOf(NAMES)
  }
  return inAlphabet(text).slice(0, 48).trim() || 'Menú'
}

const KNOWN = new Set(LATIN_ALPHABET)
const SAME_SIGN: Readonly<Record<string, string>> = {
  '–': '-',
  '—': '-',
  '’': "'",
  '‘': "'",
  '“': '"',
  '”': '"',
}

/** The text with signs the alphabet writes another way written that way, and anything else left out. */
export function inAlphabet(text: string): string {
  return [...text.normalize('NFC')]
    .map((character) => SAME_SIGN[character] ?? character)
    .filter((character) => KNOWN.has(character))
    .join('')
    .replace(/\s+/g, ' ')
}

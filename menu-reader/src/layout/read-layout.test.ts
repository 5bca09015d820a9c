import { describe, expect, it } from 'vitest'
import { readLayout } from './read-layout.ts'
import type { PageWords, Word } from './words.ts'

type Style = { size?: number; isBold?: boolean; isItalic?: boolean }

// Lays out a line of text as words from x, with a character 0.55 of the type size wide (like Helvetica).
function line(text: string, x: number, y: number, style: Style = {}): Word[] {
  const size = style.size ?? 10
  const words: Word[] = []
  let cursor = x
  for (const token of text.split(' ')) {
    const width = token.length * size * 0.55
    words.push({
      text: token,
      box: { x0: cursor, y0: y - size * 0.8, x1: cursor + width, y1: y + size * 0.2 },
      size,
      isBold: style.isBold ?? false,
      isItalic: style.isItalic ?? false,
      confidence: 100,
    })
    cursor += width + size * 0.28
  }
  return words
}

const page = (...lines: Word[][]): PageWords => ({
  page: 1,
  width: 600,
  height: 800,
  words: lines.flat(),
  source: 'text',
})

const summary = (pages: PageWords[]) =>
  readLayout(pages).sections.map((section) => ({
    section: section.name,
    items: section.items.map((item) => [item.name, item.price, item.description.join(' ')]),
  }))

describe('readLayout', () => {
  it('reads a name, dot leaders and a right-aligned price as one item', () => {
    const menu = page(
      line('ENTRADAS', 40, 60, { size: 16, isBold: true }),
      line('Croquetas de jamón ..................', 40, 100),
      line('8,50 €', 520, 100),
      line('Pan con tomate', 40, 120),
      line('3 €', 530, 120),
    )
    expect(summary([menu])).toEqual([
      {
        section: 'ENTRADAS',
        items: [
          ['Croquetas de jamón', '8,50 €', ''],
          ['Pan con tomate', '3 €', ''],
        ],
      },
    ])
  })

  it('reads two columns one after the other, each with its heading', () => {
    const menu = page(
      line('PIZZAS', 40, 60, { size: 16, isBold: true }),
      line('Margarita', 40, 100, { isBold: true }),
      line('$12.000', 220, 100),
      line('Napolitana', 40, 120, { isBold: true }),
      line('$14.000', 220, 120),
      line('BEBIDAS', 330, 60, { size: 16, isBold: true }),
      line('Limonada', 330, 100, { isBold: true }),
      line('$5.000', 510, 100),
      line('Café', 330, 120, { isBold: true }),
      line('$3.000', 510, 120),
    )
    expect(summary([menu])).toEqual([
      {
        section: 'PIZZAS',
        items: [
          ['Margarita', '$12.000', ''],
          ['Napolitana', '$14.000', ''],
        ],
      },
      {
        section: 'BEBIDAS',
        items: [
          ['Limonada', '$5.000', ''],
          ['Café', '$3.000', ''],
        ],
      },
    ])
  })

  it('gives an item the description printed under it, smaller or in italics', () => {
    const menu = page(
      line('Burrata 9.50', 40, 100, { isBold: true }),
      line('with cherry tomatoes and basil', 40, 114, { size: 8, isItalic: true }),
      line('Calamari 9.00', 40, 140, { isBold: true }),
      line('lightly fried, lemon aioli', 40, 154, { size: 8, isItalic: true }),
    )
    expect(summary([menu])[0]?.items).toEqual([
      ['Burrata', '9.50', 'with cherry tomatoes and basil'],
      ['Calamari', '9.00', 'lightly fried, lemon aioli'],
    ])
  })

  it('keeps an acronym opening a name in the name', () => {
    const menu = page(
      line('BBQ Pulled Pork 16.00', 40, 100),
      line('Coleslaw and fries', 40, 114, { size: 8 }),
    )
    expect(summary([menu])[0]?.items).toEqual([['BBQ Pulled Pork', '16.00', 'Coleslaw and fries']])
  })

  it('reads a price by the kilo beside its name', () => {
    const menu = page(line('Ternera Gallega', 40, 100), line('39,00 /Kg.', 400, 100))
    expect(summary([menu])[0]?.items).toEqual([['Ternera Gallega', '39,00 /Kg.', '']])
  })

  it('splits a capitals name from the lower-case description on its line', () => {
    const menu = page(line('OSTRA EN CEVICHE, aliñada con verduritas 4,50€', 40, 100))
    expect(summary([menu])[0]?.items).toEqual([['OSTRA EN CEVICHE', '4,50€', 'aliñada con verduritas']])
  })

  it('takes a price printed under its name', () => {
    const menu = page(line('Capuccino a la Italiana', 40, 100), line('$ 6200.-', 40, 114))
    expect(summary([menu])[0]?.items).toEqual([['Capuccino a la Italiana', '$ 6200.-', '']])
  })

  it('drops item numbers and bullets from names', () => {
    const menu = page(line('1. Empanada 2.500', 40, 100), line('• Tamal 6.000', 40, 120))
    expect(summary([menu])[0]?.items.map((item) => item[0])).toEqual(['Empanada', 'Tamal'])
  })
})

describe('what OCR gets wrong', () => {
  // Words as OCR gives them: boxes from where the characters were read, so neighbours can overlap a little.
  const word = (text: string, x0: number, x1: number, y: number, style: Style = {}): Word => ({
    text,
    box: { x0, y0: y - 8, x1, y1: y + 2 },
    size: style.size ?? 10,
    isBold: style.isBold ?? false,
    isItalic: false,
    confidence: 90,
  })

  it('reads a price stuck in a leader, and the first of two prices in columns', () => {
    const menu = page(
      [word('MAN', 40, 62, 100), word('T', 66, 72, 100), word('EQUILLA', 70, 112, 100)],
      [word('2.30..3.30', 400, 470, 100)],
      [word('TOMATE.', 40, 84, 120), word('2.30...30', 400, 470, 120)],
      [word('ACEITE', 40, 76, 140)],
      [word('2.80.', 400, 430, 140), word('3.90', 460, 485, 140)],
    )
    expect(summary([menu])[0]?.items).toEqual([
      ['MAN T EQUILLA', '2.30/3.30', ''],
      ['TOMATE.', '2.30/30', ''],
      ['ACEITE', '2.80/3.90', ''],
    ])
  })

  it('drops a bullet stuck to a name and reads a price cut after its comma', () => {
    const menu = page([
      word('·Croquetas', 40, 100, 100),
      word('crocantes', 104, 160, 100),
      word('6,80/12,', 400, 450, 100),
    ])
    expect(summary([menu])[0]?.items).toEqual([['Croquetas crocantes', '6,80/12', '']])
  })

  it('reads prices out of handwriting and leader dots, and drops stray signs', () => {
    const menu = page(
      [
        word('Pulpo', 40, 70, 100),
        word('a', 74, 80, 100),
        word('la', 84, 94, 100),
        word('gallega', 98, 140, 100),
      ],
      [word('$..60.000', 400, 460, 100)],
      [word('Paella', 40, 76, 120), word('】', 80, 84, 120)],
      [word('$.30.00o', 400, 460, 120)],
      [word('STEAK|', 40, 80, 140), word('1I', 84, 96, 140)],
    )
    expect(summary([menu])[0]?.items).toEqual([
      ['Pulpo a la gallega', '$60.000', ''],
      ['Paella', '$30.000', ''],
      ['STEAK', '11', ''],
    ])
  })

  it('keeps a count, the words after a connective and a thin-read last word in the name', () => {
    const bold = { isBold: true }
    const menu = page(
      [word('BRATWURST', 40, 100, 100, bold), word('(1)', 104, 120, 100), word('7', 400, 406, 100, bold)],
      [word('Brownie', 40, 84, 120, bold), word('con', 88, 106, 120, bold), word('helado', 110, 148, 120)],
      [word('15.000', 400, 436, 120)],
      [word('Cuba', 40, 68, 140, bold), word('libre', 72, 100, 140), word('16.000', 400, 436, 140)],
      [word('12', 40, 52, 160, bold), word('Ensalada', 56, 104, 160), word('caprese', 108, 150, 160)],
      [word('4500', 400, 428, 160)],
    )
    expect(summary([menu])[0]?.items.map((item) => item[0])).toEqual([
      'BRATWURST (1)',
      'Brownie con helado',
      'Cuba libre',
      // A bold number before a regular name is not the name (a lone number is left as printed).
      '12 Ensalada caprese',
    ])
  })

  it('reads a capitals name wrapped after a connective, with its price on the first line', () => {
    const menu = page(
      line('AJIACO SANTAFEREÑO DE LA 11,10 €', 40, 100, { isBold: true }),
      line('CASA con pollo y mazorca', 40, 118, { isBold: true }),
      line('TAMAL 6,50 €', 40, 150, { isBold: true }),
    )
    expect(summary([menu])[0]?.items).toEqual([
      ['AJIACO SANTAFEREÑO DE LA CASA', '11,10 €', 'con pollo y mazorca'],
      ['TAMAL', '6,50 €', ''],
    ])
  })
})

describe('prices on a line of their own', () => {
  it('go to the name above the description when the menu prints name, description, then price', () => {
    // OCR reads no italics: the descriptions look like names but for the page's rhythm.
    const menu = page(
      line('Patacones con suero', 40, 100),
      line('Chimichurri y pimiento asado sobre salsa criolla', 40, 116),
      line('$ 19.200', 40, 132),
      line('Empanadas de carne', 40, 160),
      line('Servido con fríjoles rojos', 40, 176),
      line('$ 24.500', 40, 192),
      line('Chicharrón de cerdo', 40, 220),
      line('Cebolla morada y puré de patata', 40, 236),
      line('$ 28.300', 40, 252),
      line('Rioja crianza', 40, 280),
      line('$ 21.200', 40, 296),
    )
    expect(summary([menu])[0]?.items).toEqual([
      ['Patacones con suero', '$ 19.200', 'Chimichurri y pimiento asado sobre salsa criolla'],
      ['Empanadas de carne', '$ 24.500', 'Servido con fríjoles rojos'],
      ['Chicharrón de cerdo', '$ 28.300', 'Cebolla morada y puré de patata'],
      ['Rioja crianza', '$ 21.200', ''],
    ])
  })

  it('go to the name above them even when OCR read that name as large as a heading', () => {
    const menu = page(
      line('SEGUNDOS', 40, 60, { size: 14, isBold: true }),
      line('11 Causa limeña', 40, 100, { size: 16 }),
      line('$40.000', 60, 116),
      line('12 Trucha al ajillo', 40, 140),
      line('$30.000', 60, 156),
      line('13 Lomo saltado', 40, 180),
      line('$42.000', 60, 196),
    )
    expect(summary([menu])).toEqual([
      {
        section: 'SEGUNDOS',
        items: [
          ['Causa limeña', '$40.000', ''],
          ['Trucha al ajillo', '$30.000', ''],
          ['Lomo saltado', '$42.000', ''],
        ],
      },
    ])
  })

  it('go to the first line of an item block when printed level with its second line', () => {
    // A bilingual card: the Spanish name, the English line tight under it, the price centred on the pair.
    const menu = page(
      line('Pez Espada', 40, 100),
      [...line('Swordfish', 40, 112), ...line('12,00', 400, 112)],
      line('Langostino plancha', 40, 140),
      [...line('Grilled shrimp', 40, 152), ...line('15,00', 400, 152)],
    )
    expect(summary([menu])[0]?.items).toEqual([
      ['Pez Espada', '12,00', 'Swordfish'],
      ['Langostino plancha', '15,00', 'Grilled shrimp'],
    ])
  })

  it('keep a capitals name whole when OCR reads some of its words thinner', () => {
    const menu = page([
      ...line('BBQ', 40, 100, { isBold: true }),
      ...line('CHICKEN Cheddar and basmati rice $19.50', 64, 100),
    ])
    expect(summary([menu])[0]?.items).toEqual([['BBQ CHICKEN', '$19.50', 'Cheddar and basmati rice']])
  })
})

describe('wrapped names', () => {
  it('join a first line that made no item to the lower-case line with the price', () => {
    const menu = page(
      line('Aperitivos', 40, 60, { size: 16, isBold: true }),
      line('Croquetas de', 40, 100),
      line('jamón 9,50', 40, 114),
      line('Gambas al ajillo 9,50', 40, 140, { isBold: true }),
      line('Espaguetis a la', 40, 170, { size: 14, isBold: true }),
      line('carbonara 10,50', 40, 184, { isBold: true }),
    )
    expect(summary([menu])[0]?.items).toEqual([
      ['Croquetas de jamón', '9,50', ''],
      ['Gambas al ajillo', '9,50', ''],
      ['Espaguetis a la carbonara', '10,50', ''],
    ])
  })
})

describe('letter-spaced titles', () => {
  it('are read as words again', () => {
    const spaced = (text: string, x: number) =>
      text.split('').map((letter, index) => ({
        text: letter,
        box: { x0: x + index * 12, y0: 52, x1: x + index * 12 + 7, y1: 62 },
        size: 12,
        isBold: true,
        isItalic: false,
        confidence: 100,
      }))
    const title = [...spaced('ENTRE', 40), ...spaced('PANES', 40 + 5 * 12 + 5)]
    const menu = page(title, line('Bocadillo de lomo 9€', 40, 100))
    expect(readLayout([menu]).sections[0]?.name).toBe('ENTRE PANES')
  })
})

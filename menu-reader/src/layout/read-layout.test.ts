import { describe, expect, it } from 'vitest'
import type { PageWords, Word } from '../geometry/word.ts'
import { itemVariants } from './item-variants.ts'
import { readLayout } from './read-layout.ts'

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
      // The full stop after a whole word goes ("Patatas Asadas." is "Patatas Asadas").
      ['TOMATE', '2.30/30', ''],
      ['ACEITE', '2.80/3.90', ''],
    ])
  })

  it('drops a dot leader misread as signs and capitals, read with little confidence', () => {
    const junk = (text: string, x0: number, x1: number, y: number): Word => ({
      ...word(text, x0, x1, y),
      confidence: 35,
    })
    const menu = page(
      [
        word('Yuca', 40, 70, 100),
        word('frita', 74, 104, 100),
        junk('8XRT', 200, 240, 100),
        word('$3100', 400, 440, 100),
      ],
      [
        word('Ensalada', 40, 90, 120),
        word('mixta', 94, 124, 120),
        junk('*:0+', 200, 240, 120),
        word('$3900', 400, 440, 120),
      ],
      [word('Menú', 40, 70, 140), word('4X4', 74, 100, 140), word('$1500', 400, 440, 140)],
    )
    expect(summary([menu])[0]?.items.map(([name, price]) => [name, price])).toEqual([
      ['Yuca frita', '$3100'],
      ['Ensalada mixta', '$3900'],
      ['Menú 4X4', '$1500'],
    ])
  })

  it('keeps a capital letter standing alone in a capitals name', () => {
    const menu = page(
      line('ARROZ CON BUEY DE MAR Y GAMBA ROJA (Arròs Cranc) 18€', 40, 100),
      line('BROWNIE DE CHOCO Y NUECES con helado de turrón 6,50€', 40, 116),
    )
    expect(summary([menu])[0]?.items).toEqual([
      ['ARROZ CON BUEY DE MAR Y GAMBA ROJA', '18€', '(Arròs Cranc)'],
      ['BROWNIE DE CHOCO Y NUECES', '6,50€', 'con helado de turrón'],
    ])
  })

  it('splits a capitals name with one letter read in lower case from its description', () => {
    const menu = page(line('RAVIoLI With rocket, avocado $17.50', 40, 100))
    expect(summary([menu])[0]?.items).toEqual([['RAVIoLI', '$17.50', 'With rocket, avocado']])
  })

  it('keeps the full stop of an abbreviation ending a name', () => {
    const menu = page(
      [word('Pinchito', 40, 90, 100), word('(Unidad).', 94, 150, 100), word('2,50', 400, 430, 100)],
      [
        word('Peceto', 40, 80, 120),
        word('c/f.', 84, 104, 120),
        word('esp.', 108, 130, 120),
        word('15,00', 400, 430, 120),
      ],
    )
    expect(summary([menu])[0]?.items.map(([name]) => name)).toEqual(['Pinchito (Unidad)', 'Peceto c/f. esp.'])
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

describe('supplements and phone numbers', () => {
  it('read a supplement ("+2€") as the price, a phone number as none', () => {
    const menu = page(
      line('HAMBURGUESA CON CABRA Y PALETA +2€', 40, 100),
      line('ENTRECOT DE VACA VIEJA +5€', 40, 116),
      line('Reservas +34 912 345 678', 40, 200, { size: 8 }),
    )
    expect(summary([menu]).flatMap((section) => section.items.map(([name, price]) => [name, price]))).toEqual(
      [
        ['HAMBURGUESA CON CABRA Y PALETA', '+2€'],
        ['ENTRECOT DE VACA VIEJA', '+5€'],
      ],
    )
  })
})

describe('introductions', () => {
  it('are no items, though printed like the names: their lines end sentences or go on from one', () => {
    const menu = page(
      line('Cocina de casa para compartir.', 40, 60),
      line('y un puchero con mucha chicha', 40, 74),
      line('ENTRANTES', 40, 100, { size: 14, isBold: true }),
      line('Croquetas de jamón 9,50', 40, 120),
      line('Tortilla de patatas 7,00', 40, 136),
    )
    expect(summary([menu]).flatMap((section) => section.items.map(([name]) => name))).toEqual([
      'Croquetas de jamón',
      'Tortilla de patatas',
    ])
  })
})

describe('prices opening a row', () => {
  it('go before the name on a menu that prints its prices first', () => {
    const menu = page(
      [...line('9,50 €', 40, 100), ...line('Croquetas de jamón', 120, 100)],
      [...line('7,00 €', 40, 116), ...line('Tortilla de patatas', 120, 116)],
      [...line('6,50 €', 40, 132), ...line('Gazpacho andaluz', 120, 132)],
    )
    expect(summary([menu])[0]?.items.map(([name, price]) => [name, price])).toEqual([
      ['Croquetas de jamón', '9,50 €'],
      ['Tortilla de patatas', '7,00 €'],
      ['Gazpacho andaluz', '6,50 €'],
    ])
  })

  it('are left out where the names end on their own prices (a cut-off neighbour’s column)', () => {
    const menu = page(
      [...line('Chuletas de cordero', 120, 100), ...line('2,50', 400, 100)],
      [...line('6,00', 10, 116), ...line('Entrecot de Ternera', 120, 116), ...line('32,00', 400, 116)],
      [...line('Solomillo de Ternera', 120, 132), ...line('55,00', 400, 132)],
      [...line('1,50', 10, 148), ...line('Presa de Bellota', 120, 148), ...line('33,00', 400, 148)],
      [...line('Chuletón de Buey', 120, 164), ...line('34,00', 400, 164)],
    )
    expect(summary([menu])[0]?.items.map(([name, price]) => [name, price])).toEqual([
      ['Chuletas de cordero', '2,50'],
      ['Entrecot de Ternera', '32,00'],
      ['Solomillo de Ternera', '55,00'],
      ['Presa de Bellota', '33,00'],
      ['Chuletón de Buey', '34,00'],
    ])
  })

  it('keep an item number standing apart from its name', () => {
    const menu = page(
      [...line('10', 40, 100), ...line('HAMBURGUESA DE TERNERA', 80, 100), ...line('19,80', 400, 100)],
      [...line('11', 40, 116), ...line('BANDEJA PAISA', 80, 116), ...line('18,90', 400, 116)],
      [...line('12', 40, 132), ...line('MILANESA NAPOLITANA', 80, 132), ...line('17,30', 400, 132)],
    )
    expect(summary([menu])[0]?.items.map(([name]) => name)).toEqual([
      'HAMBURGUESA DE TERNERA',
      'BANDEJA PAISA',
      'MILANESA NAPOLITANA',
    ])
  })
})

describe('stray dots', () => {
  it('drop a dot standing alone after a price (a € read as a dot) but keep an item number’s', () => {
    const menu = page(
      line('Pierna de Cordero', 40, 100),
      line('22,00 .', 300, 100),
      line('Chivo', 40, 116),
      line('25,00 .', 300, 116),
    )
    expect(summary([menu])[0]?.items.map(([name, price]) => [name, price])).toEqual([
      ['Pierna de Cordero', '22,00'],
      ['Chivo', '25,00'],
    ])
  })

  it('keep the dot of an item number read apart from it', () => {
    const menu = page(
      line('1. Chicken Noodle Soup 8.50', 40, 100),
      line('2 . French Onion Soup 7.50', 40, 116),
      line('3. Minestrone 6.00', 40, 132),
    )
    expect(summary([menu])[0]?.items.map(([name]) => name)).toEqual([
      'Chicken Noodle Soup',
      'French Onion Soup',
      'Minestrone',
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

  it('go to the name opening a block of lines set apart, when the item above has its price', () => {
    // A centred card: name and description wrapped together, the price under them, white space between items.
    const menu = page(
      line('POPPEA with cherry tomato, plum tomato, red', 40, 100),
      line('onion, oregano and pine nuts (v)', 40, 114),
      line('9.00', 150, 128),
      line('VENERE with avocado, yogurt, cashew, pear,', 40, 150),
      line('cucumber and smoked salmon', 40, 164),
      line('10.00', 150, 178),
    )
    expect(summary([menu])[0]?.items).toEqual([
      ['POPPEA', '9.00', 'with cherry tomato, plum tomato, red onion, oregano and pine nuts (v)'],
      ['VENERE', '10.00', 'with avocado, yogurt, cashew, pear, cucumber and smoked salmon'],
    ])
  })

  it('go to the line just above when that line stands apart from the description before it', () => {
    const menu = page(
      line('Croquetas caseras 9,50', 40, 100),
      line('de jamón ibérico, seis piezas', 40, 114),
      line('Tortilla de patatas', 40, 136),
      line('7,00', 40, 150),
    )
    expect(summary([menu])[0]?.items).toEqual([
      ['Croquetas caseras', '9,50', 'de jamón ibérico, seis piezas'],
      ['Tortilla de patatas', '7,00', ''],
    ])
  })

  it('go to the name below when printed a little higher than it, under the last description', () => {
    const menu = page(
      [
        ...line('HOUSTON RIBS 500gr.', 40, 100, { isBold: true }),
        ...line('7800', 540, 100, { isBold: true }),
      ],
      line('(Costillar de cerdo asado a fuego lento, con papas fritas', 40, 112),
      line('y Cole Slaw o Papa Rellena)', 40, 124),
      line('8200', 540, 132, { size: 11, isBold: true }),
      line('NEW YORK STRIP 400gr.', 40, 137, { isBold: true }),
      line('(Bife de chorizo grillado a la leña)', 40, 149),
    )
    expect(summary([menu])[0]?.items.map(([name, price]) => [name, price])).toEqual([
      ['HOUSTON RIBS', '7800'],
      ['NEW YORK STRIP', '8200'],
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

describe('weights and grades after a capitals name', () => {
  it('start the description, a trade mark dropped; a volume in capitals stays with the name', () => {
    const menu = page(
      line('BOILED WHITE SHRIMP 100g 12€', 40, 100),
      line('OYSTER FINE CLAIRE Nº2 France 3,50€', 40, 116),
      line('NEW YORK STRIP® 400gr. (Bife de chorizo) 8200', 40, 132),
      line('BOTTLED WATER 500ML 3,70€', 40, 148),
    )
    expect(summary([menu])[0]?.items).toEqual([
      ['BOILED WHITE SHRIMP', '12€', '100g'],
      ['OYSTER FINE CLAIRE', '3,50€', 'Nº2 France'],
      ['NEW YORK STRIP', '8200', '400gr. (Bife de chorizo)'],
      ['BOTTLED WATER 500ML', '3,70€', ''],
    ])
  })
})

describe('bilingual cards', () => {
  it('read the English line under each name as its translation, not as part of the name or an item', () => {
    // OCR reads the English lines' type a little smaller or just as large as the names'.
    const menu = page(
      line('Ternera Gallega 39,00', 40, 100),
      line('Beef from Galicia', 40, 111, { size: 8.8 }),
      line('Solomillo de Cerdo 30,00', 40, 130),
      line('Pork sirloin', 40, 141),
      line('Churrasco de Cerdo 11,00', 40, 160),
      line('Pork steak', 40, 171, { size: 8.8 }),
    )
    const [section] = readLayout([menu]).sections
    expect(
      section?.items.map((item) => [item.name, item.price, item.description.join(' '), item.english?.name]),
    ).toEqual([
      ['Ternera Gallega', '39,00', '', 'Beef from Galicia'],
      ['Solomillo de Cerdo', '30,00', '', 'Pork sirloin'],
      ['Churrasco de Cerdo', '11,00', '', 'Pork steak'],
    ])
  })

  it('read a heading and its English line under it as one section with both names', () => {
    const menu = page(
      line('RACIONES', 40, 80, { size: 14, isBold: true }),
      line('PORTIONS', 40, 94, { size: 11, isItalic: true }),
      line('Pez Espada 12,00', 40, 120),
      line('Swordfish', 40, 131, { size: 8.8 }),
      line('Langostino plancha 15,00', 40, 150),
      line('Grilled shrimp', 40, 161, { size: 8.8 }),
      line('Calamares fritos 12,00', 40, 180),
      line('Fried squid', 40, 191, { size: 8.8 }),
    )
    const sections = readLayout([menu]).sections
    expect(sections.map((section) => [section.name, section.english?.name, section.items.length])).toEqual([
      ['RACIONES', 'PORTIONS', 3],
    ])
  })
})

describe('names cut after a connective', () => {
  it('join a capitals name to the line printed like it that carries the price', () => {
    const menu = page(
      line('PINCHO DE TORTILLA 6€', 40, 100, { isBold: true }),
      line('Jugosa por dentro, con o sin cebolla', 40, 114, { isItalic: true }),
      line('BOQUERONES EN VINAGRE CON', 40, 132, { isBold: true }),
      line('PATATITAS 9€', 60, 146, { isBold: true }),
      line('Macerados en Jerez, con ajo y perejil', 40, 160, { isItalic: true }),
    )
    expect(summary([menu])[0]?.items).toEqual([
      ['PINCHO DE TORTILLA', '6€', 'Jugosa por dentro, con o sin cebolla'],
      ['BOQUERONES EN VINAGRE CON PATATITAS', '9€', 'Macerados en Jerez, con ajo y perejil'],
    ])
  })

  it('leave a name that ends whole to itself', () => {
    const menu = page(
      line('PINCHO DE TORTILLA 6€', 40, 100, { isBold: true }),
      line('Jugosa por dentro, con o sin cebolla', 40, 114, { isItalic: true }),
      line('BOQUERONES EN VINAGRE', 40, 132, { isBold: true }),
      line('PATATITAS 9€', 40, 146, { isBold: true }),
    )
    const names = summary([menu])[0]?.items.map(([name]) => name)
    expect(names).toContain('BOQUERONES EN VINAGRE')
    expect(names).not.toContain('BOQUERONES EN VINAGRE PATATITAS')
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

describe('set menus', () => {
  it('read the unpriced courses under a heading as one set menu, joining a name cut after a connective', () => {
    const menu = page(
      line('MENÚ DEL DÍA · 18,90€', 40, 60, { size: 12, isBold: true }),
      line('PRIMEROS', 40, 90, { size: 13, isBold: true }),
      line('SALMOREJO CON JAMÓN Y HUEVO', 40, 115, { size: 9.5, isBold: true }),
      line('ENSALADILLA DE BONITO CON PIPARRAS', 40, 130, { size: 9.5, isBold: true }),
      line('ALCACHOFA A LA BRASA CON MANCHEGO Y', 40, 145, { size: 9.5, isBold: true }),
      line('JAMÓN', 40, 160, { size: 9.5, isBold: true }),
    )
    const [section] = readLayout([menu]).sections
    expect(section?.name).toBe('MENÚ DEL DÍA')
    expect(section?.items.map((item) => [item.name, item.price, item.courses])).toEqual([
      [
        'MENÚ DEL DÍA',
        '18,90€',
        [
          {
            name: 'PRIMEROS',
            choices: [
              { name: 'SALMOREJO CON JAMÓN Y HUEVO', description: '' },
              { name: 'ENSALADILLA DE BONITO CON PIPARRAS', description: '' },
              { name: 'ALCACHOFA A LA BRASA CON MANCHEGO Y JAMÓN', description: '' },
            ],
          },
        ],
      ],
    ])
  })

  it('leave a legend of single words and a footer far below the last item alone', () => {
    const menu = page(
      line('Tortilla de patatas 7,00', 40, 100),
      line('Croquetas de jamón 9,50', 40, 116),
      line('ALÉRGENOS', 40, 150, { size: 12, isBold: true }),
      line('Gluten', 40, 166, { size: 8 }),
      line('Lácteos', 40, 180, { size: 8 }),
      line('Frutos secos', 40, 194, { size: 8 }),
      line('Calle Mayor 24, Madrid', 40, 400, { size: 8 }),
      line('Abierto de martes a domingo', 40, 412, { size: 8 }),
      line('Síguenos en las redes', 40, 424, { size: 8 }),
    )
    expect(summary([menu]).flatMap((section) => section.items.map((item) => item[0]))).toEqual([
      'Tortilla de patatas',
      'Croquetas de jamón',
    ])
  })
})

describe('prices by serving', () => {
  it('give the item the first serving’s price when labels like "Botella" and "Copa" repeat under each name', () => {
    const menu = page(
      line('TEQUILA', 40, 60, { size: 16, isBold: true }),
      line('CAMINO', 40, 100, { size: 12 }),
      [...line('BOTELLA', 40, 116), ...line('45.000', 300, 116)],
      [...line('COPA', 40, 130), ...line('5.000', 300, 130)],
      line('JOSE CUERVO', 40, 160, { size: 12 }),
      [...line('BOTELLA', 40, 176), ...line('80.000', 300, 176)],
      [...line('COPA', 40, 190), ...line('6.000', 300, 190)],
      line('OLMECA', 40, 220, { size: 12 }),
      [...line('BOTELLA', 40, 236), ...line('60.000', 300, 236)],
      [...line('COPA', 40, 250), ...line('5.000', 300, 250)],
    )
    const items = readLayout([menu]).sections[0]?.items ?? []
    expect(items.map((item) => [item.name, itemVariants(item)[0]?.price])).toEqual([
      ['CAMINO', '45.000'],
      ['JOSE CUERVO', '80.000'],
      ['OLMECA', '60.000'],
    ])
    // Each serving is a variant, labelled as printed.
    expect(itemVariants(items[1]!)).toEqual([
      { label: 'BOTELLA', price: '80.000' },
      { label: 'COPA', price: '6.000' },
    ])
  })

  it('leave a dish priced on its own line an item, however short its name', () => {
    const menu = page(
      line('Croquetas 9,50', 40, 100),
      line('Gazpacho 6,50', 40, 116),
      line('Tortilla 7,00', 40, 132),
    )
    expect(summary([menu])[0]?.items.map(([name]) => name)).toEqual(['Croquetas', 'Gazpacho', 'Tortilla'])
  })
})

describe("the restaurant's name", () => {
  const titled = (title: string) =>
    page(
      line(title, 40, 60, { size: 30, isBold: true }),
      line('Croquetas de jamón 8,50 €', 40, 200),
      line('Pan con tomate 3 €', 40, 220),
      line('Tortilla de patatas 7 €', 40, 240),
    )

  it('takes the large line at the top of the first page as the name, and out of the sections', () => {
    const layout = readLayout([titled('Casa Pepa')])
    expect(layout.restaurantName).toBe('Casa Pepa')
    expect(layout.sections.map((section) => section.name)).toEqual([''])
  })

  it.each([
    ['a word every menu prints', 'MENÚ'],
    ['a heading of dishes', 'PIZZAS'],
    ['a heading in several menu words', 'LISTA DE PRECIOS'],
    ['a price', '$ 32.500'],
    ['too few letters to be a name', 'W'],
  ])('takes no name from %s ("%s"), which stays the heading it is', (_, title) => {
    const layout = readLayout([titled(title)])
    expect(layout.restaurantName).toBe('')
    expect(layout.sections[0]?.name ?? '').not.toBe('Casa Pepa')
    expect(layout.lines).toContain(title)
  })

  it('keeps a heading of dishes in the sections when it is no name', () => {
    expect(readLayout([titled('PIZZAS')]).sections.map((section) => section.name)).toEqual(['PIZZAS'])
  })
})

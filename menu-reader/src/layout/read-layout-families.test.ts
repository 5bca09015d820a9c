// Layout families menus print that the reader must read however they are typeset (decision 047): the
// description on the name's line, prices before names, a header word over the price column, centred menus,
// two-page cards, condensed type, boards (columns: read-layout-columns.test.ts; size tables: variants.test.ts;
// prices on the line below: read-layout.test.ts). Every menu here is composed for the test.
import { describe, expect, it } from 'vitest'
import type { PageWords } from '../geometry/word.ts'
import { readLayout } from './read-layout.ts'
import { line, lineCentredOn, lineEndingAt, page } from './test-words.ts'

const bold = { isBold: true }
const heading = { size: 14, isBold: true }

const itemsOf = (pages: PageWords[]) =>
  readLayout(pages).sections.map((section) => ({
    section: section.name,
    items: section.items.map((item) => [item.name, item.price]),
  }))

describe('the description on the name’s line', () => {
  it('reads name and price when the description runs on after the price', () => {
    const menu = page(
      line('PRIMEROS', 40, 60, heading),
      line('CALDO GALLEGO – 8,50 – con grelos y chorizo', 40, 100),
      line('PISTO MANCHEGO – 9 – con huevo frito', 40, 120),
      line('Sopa de ajo • 6.75 • con pan del día', 40, 140),
      line('FALAFEL – £8 (VG) garbanzos y tahini', 40, 160),
      line('Migas extremeñas 11,00 con uvas y torreznos', 40, 180),
    )
    expect(itemsOf([menu])).toEqual([
      {
        section: 'PRIMEROS',
        items: [
          ['CALDO GALLEGO', '8,50'],
          ['PISTO MANCHEGO', '9'],
          ['Sopa de ajo', '6.75'],
          ['FALAFEL', '£8'],
          ['Migas extremeñas', '11,00'],
        ],
      },
    ])
  })
})

describe('prices before the names', () => {
  it('reads a price set in a column before the names', () => {
    const menu = page(
      line('POSTRES', 40, 60, heading),
      line('6,50', 40, 100),
      line('Tarta de queso', 90, 100, bold),
      line('5,00', 40, 120),
      line('Flan de huevo', 90, 120, bold),
      line('7,25', 40, 140),
      line('Torrija caramelizada', 90, 140, bold),
    )
    expect(itemsOf([menu])[0]?.items).toEqual([
      ['Tarta de queso', '6,50'],
      ['Flan de huevo', '5,00'],
      ['Torrija caramelizada', '7,25'],
    ])
  })

  it('reads a sign or a dash between the price and the name', () => {
    const menu = page(
      line('$12 Smash burger', 40, 100),
      line('$9 Fried chicken', 40, 120),
      line('14 — Arroz negro', 40, 140),
      line('16 — Fideuá de marisco', 40, 160),
    )
    expect(itemsOf([menu])[0]?.items).toEqual([
      ['Smash burger', '$12'],
      ['Fried chicken', '$9'],
      ['Arroz negro', '14'],
      ['Fideuá de marisco', '16'],
    ])
  })
})

describe('bare numbers before the names', () => {
  it('reads them as prices when they do not count up and no other price is printed', () => {
    // As OCR reads "€ 18  PASTEL DE CHOCLO" with a recogniser that has no €.
    const menu = page(
      line('Platos fuertes', 40, 60, heading),
      line('18 PASTEL DE CHOCLO', 40, 100),
      line('Con pino de carne y aceitunas', 40, 114, { size: 8 }),
      line('16 LOMO A LO POBRE', 40, 140),
      line('21 CORVINA AL AJILLO', 40, 160),
      line('16 CAZUELA DE AVE', 40, 180),
    )
    expect(itemsOf([menu])[0]?.items).toEqual([
      ['PASTEL DE CHOCLO', '18'],
      ['LOMO A LO POBRE', '16'],
      ['CORVINA AL AJILLO', '21'],
      ['CAZUELA DE AVE', '16'],
    ])
  })

  it('reads a price printed as "11-" in a column before the names', () => {
    const menu = page(
      line('Ensaladas', 40, 60, heading),
      line('11-', 40, 100),
      line('Ensalada de pera y nueces', 80, 100, bold),
      line('9-', 40, 120),
      line('Ensalada griega', 80, 120, bold),
      line('12-', 40, 140),
      line('Ensalada de burrata', 80, 140, bold),
    )
    expect(itemsOf([menu])[0]?.items).toEqual([
      ['Ensalada de pera y nueces', '11-'],
      ['Ensalada griega', '9-'],
      ['Ensalada de burrata', '12-'],
    ])
  })

  it('keeps numbers that count up, with the price under each name, as item numbers', () => {
    const menu = page(
      line('Platos fuertes', 40, 60, heading),
      line('7 PASTEL DE CHOCLO', 40, 100, bold),
      line('$12.500', 40, 114),
      line('8 LOMO A LO POBRE', 40, 140, bold),
      line('$14.000', 40, 154),
      line('9 CORVINA AL AJILLO', 40, 180, bold),
      line('$15.500', 40, 194),
    )
    expect(itemsOf([menu])[0]?.items).toEqual([
      ['PASTEL DE CHOCLO', '$12.500'],
      ['LOMO A LO POBRE', '$14.000'],
      ['CORVINA AL AJILLO', '$15.500'],
    ])
  })
})

describe('a header word over the price column', () => {
  it('keeps "Euros", and OCR’s "Curos", out of the sections and items, beside the headings', () => {
    const menu = page(
      line('ENTRANTES', 40, 60, heading),
      lineEndingAt('Euros', 400, 60),
      line('Croquetas caseras', 40, 90),
      lineEndingAt('8,50', 400, 90),
      line('Pimientos de Padrón', 40, 110),
      lineEndingAt('6,00', 400, 110),
      line('CARNES', 40, 150, heading),
      lineEndingAt('Curos', 400, 150),
      line('Secreto ibérico', 40, 180),
      lineEndingAt('14,00', 400, 180),
      line('Entrecot de ternera', 40, 200),
      lineEndingAt('18,50', 400, 200),
    )
    expect(itemsOf([menu])).toEqual([
      {
        section: 'ENTRANTES',
        items: [
          ['Croquetas caseras', '8,50'],
          ['Pimientos de Padrón', '6,00'],
        ],
      },
      {
        section: 'CARNES',
        items: [
          ['Secreto ibérico', '14,00'],
          ['Entrecot de ternera', '18,50'],
        ],
      },
    ])
  })

  it('keeps a header on a line of its own over the prices out, whatever it says', () => {
    const menu = page(
      line('Bebidas', 40, 60, heading),
      lineEndingAt('Precio', 420, 80, bold),
      line('Agua mineral', 40, 100),
      lineEndingAt('2,00', 420, 100),
      line('Refresco de cola', 40, 120),
      lineEndingAt('2,80', 420, 120),
      line('Cerveza de barril', 40, 140),
      lineEndingAt('3,20', 420, 140),
    )
    expect(itemsOf([menu])).toEqual([
      {
        section: 'Bebidas',
        items: [
          ['Agua mineral', '2,00'],
          ['Refresco de cola', '2,80'],
          ['Cerveza de barril', '3,20'],
        ],
      },
    ])
  })

  it('keeps a short heading standing over the names', () => {
    const menu = page(
      line('TÉS', 40, 60, heading),
      line('Té 2,00', 40, 90),
      line('Rooibos 2,20', 40, 110),
      line('CAFÉS', 40, 150, heading),
      line('Solo 1,40', 40, 180),
      line('Cortado 1,60', 40, 200),
    )
    expect(itemsOf([menu]).map((section) => section.section)).toEqual(['TÉS', 'CAFÉS'])
  })
})

describe('centred menus', () => {
  it('reads each item centred on the page, name, description and price stacked', () => {
    const small = { size: 8, isItalic: true }
    const menu = page(
      lineCentredOn('PRINCIPALES', 300, 60, heading),
      lineCentredOn('Lubina a la sal', 300, 100, bold),
      lineCentredOn('Verduras de temporada', 300, 114, small),
      lineCentredOn('19,00', 300, 128),
      lineCentredOn('Cochinillo asado', 300, 160, bold),
      lineCentredOn('Al estilo segoviano, con ensalada', 300, 174, small),
      lineCentredOn('24,50', 300, 188),
      lineCentredOn('Pollo de corral', 300, 220, bold),
      lineCentredOn('En pepitoria', 300, 234, small),
      lineCentredOn('15,00', 300, 248),
    )
    expect(itemsOf([menu])).toEqual([
      {
        section: 'PRINCIPALES',
        items: [
          ['Lubina a la sal', '19,00'],
          ['Cochinillo asado', '24,50'],
          ['Pollo de corral', '15,00'],
        ],
      },
    ])
  })

  it('reads centred lines that print name, price and description on one line', () => {
    const menu = page(
      lineCentredOn('POSTRES', 300, 60, heading),
      lineCentredOn('Crema catalana · 6,00 · con azúcar quemado', 300, 100),
      lineCentredOn('Tarta de Santiago · 6,50 · de almendra', 300, 120),
      lineCentredOn('Helado · 4,00', 300, 140),
    )
    expect(itemsOf([menu])[0]?.items).toEqual([
      ['Crema catalana', '6,00'],
      ['Tarta de Santiago', '6,50'],
      ['Helado', '4,00'],
    ])
  })
})

describe('two-page cards', () => {
  it('reads the items of a second page without headings into the section the first page ended with', () => {
    const first = page(
      line('ENTRANTES', 40, 60, heading),
      line('Croquetas de jamón', 40, 100, bold),
      lineEndingAt('8,50', 540, 100),
      line('CARNES', 40, 160, heading),
      line('Secreto ibérico', 40, 200, bold),
      lineEndingAt('17,00', 540, 200),
    )
    const second = {
      ...page(
        line('Entrecot de ternera', 40, 60, bold),
        lineEndingAt('21,50', 540, 60),
        line('Carrillada al vino tinto', 40, 100, bold),
        lineEndingAt('15,75', 540, 100),
      ),
      page: 2,
    }
    expect(itemsOf([first, second])).toEqual([
      { section: 'ENTRANTES', items: [['Croquetas de jamón', '8,50']] },
      {
        section: 'CARNES',
        items: [
          ['Secreto ibérico', '17,00'],
          ['Entrecot de ternera', '21,50'],
          ['Carrillada al vino tinto', '15,75'],
        ],
      },
    ])
  })
})

describe('condensed type', () => {
  it('reads name and price apart when the type is narrow and the gap between them small', () => {
    const condensed = (text: string, x: number, y: number) =>
      line(text, x, y, { size: 9 }).map((word) => ({
        ...word,
        box: { ...word.box, x0: x + (word.box.x0 - x) * 0.7, x1: x + (word.box.x1 - x) * 0.7 },
      }))
    const menu = page(
      line('BOCADILLOS', 40, 60, heading),
      ...[
        ['Calamares a la romana', '6,50', 100],
        ['Lomo con queso', '5,90', 116],
        ['Tortilla de patatas', '4,80', 132],
      ].map(([name, price, y]) => [
        ...condensed(name as string, 40, y as number),
        ...condensed(price as string, 200, y as number),
      ]),
    )
    expect(itemsOf([menu])[0]?.items).toEqual([
      ['Calamares a la romana', '6,50'],
      ['Lomo con queso', '5,90'],
      ['Tortilla de patatas', '4,80'],
    ])
  })
})

describe('boards', () => {
  it('reads handwritten lines of a name, a dash and a whole price, some with the price at the right edge', () => {
    const chalk = { size: 13 }
    const menu = page(
      lineCentredOn('HOY', 300, 60, { size: 20, isBold: true }),
      line('Tostada con tomate — 3', 60, 110, chalk),
      line('Huevos rotos con chistorra — 9', 60, 140, chalk),
      line('Pulpo a la brasa', 60, 170, chalk),
      lineEndingAt('14-', 540, 170, chalk),
    )
    expect(itemsOf([menu])).toEqual([
      {
        section: 'HOY',
        items: [
          ['Tostada con tomate', '3'],
          ['Huevos rotos con chistorra', '9'],
          ['Pulpo a la brasa', '14-'],
        ],
      },
    ])
  })
})

// Set menus read from composed pages (words laid out as a text PDF gives them): the rules, not any one page.
import { describe, expect, it } from 'vitest'
import type { Word } from '../../geometry/word.ts'
import { itemVariants } from '../item-variants.ts'
import { readLayout } from '../read-layout.ts'
import { line, lineCentredOn, lineEndingAt, page } from '../test-words.ts'

const title = { size: 20, isBold: true }
const heading = { size: 14, isBold: true }
const note = { size: 9, isItalic: true }

// Courses stacked from y: a heading, then its dishes one a line (a dish may be [name, its description]).
function courses(x: number, y: number, list: [string, (string | [string, string])[]][]): Word[][] {
  const lines: Word[][] = []
  let at = y
  for (const [name, dishes] of list) {
    lines.push(line(name, x, at, heading))
    at += 22
    for (const dish of dishes) {
      const [dishName, description] = typeof dish === 'string' ? [dish, ''] : dish
      lines.push(line(dishName, x, at))
      at += 14
      if (description) {
        lines.push(line(description, x, at, note))
        at += 13
      }
    }
    at += 14
  }
  return lines
}

const read = (...lines: Word[][]) => readLayout([page(...lines)])

const setMenusOf = (layout: ReturnType<typeof readLayout>) =>
  layout.sections.flatMap((section) => section.items.filter((item) => item.courses !== undefined))

describe('a page that is only a day menu', () => {
  const layout = read(
    line('Menú del día 12,50 €', 40, 60, title),
    line('De lunes a viernes', 40, 80, note),
    ...courses(40, 110, [
      ['PRIMEROS', ['Lentejas estofadas', 'Gazpacho andaluz', 'Ensalada mixta']],
      ['SEGUNDOS', [['Merluza a la romana', 'con patatas fritas'], 'Pollo asado al limón']],
      ['POSTRES', ['Flan casero', 'Natillas']],
    ]),
    line('Incluye pan, bebida y postre o café', 40, 322, note),
  )

  it('is one item named by its title, with its price, in a section of that name', () => {
    expect(layout.sections.map((section) => section.name)).toEqual(['Menú del día'])
    const [menu] = layout.sections[0]!.items
    expect([menu?.name, menu?.price]).toEqual(['Menú del día', '12,50 €'])
  })

  it('has its courses in order with their dishes, a dish’s description under it, and what the price includes', () => {
    const [menu] = setMenusOf(layout)
    expect(menu?.courses).toEqual([
      {
        name: 'PRIMEROS',
        choices: [
          { name: 'Lentejas estofadas', description: '' },
          { name: 'Gazpacho andaluz', description: '' },
          { name: 'Ensalada mixta', description: '' },
        ],
      },
      {
        name: 'SEGUNDOS',
        choices: [
          { name: 'Merluza a la romana', description: 'con patatas fritas' },
          { name: 'Pollo asado al limón', description: '' },
        ],
      },
      {
        name: 'POSTRES',
        choices: [
          { name: 'Flan casero', description: '' },
          { name: 'Natillas', description: '' },
        ],
      },
    ])
    expect(menu?.includes).toEqual(['pan', 'bebida', 'postre o café'])
  })
})

describe('a day menu beside a carta', () => {
  const layout = read(
    line('MENÚ DEL DÍA', 40, 60, title),
    ...courses(40, 100, [
      ['Primer plato', ['Sopa castellana', 'Menestra de verduras']],
      ['Segundo plato', ['Bacalao con tomate', 'Secreto ibérico']],
    ]),
    line('Precio: 14 €', 40, 250, { size: 12, isBold: true }),
    line('CARNES', 330, 60, heading),
    [...line('Chuletón de buey', 330, 90), ...lineEndingAt('32,00 €', 560, 90)],
    [...line('Carrillada ibérica', 330, 110), ...lineEndingAt('16,50 €', 560, 110)],
    line('POSTRES', 330, 150, heading),
    [...line('Tarta de queso', 330, 180), ...lineEndingAt('6,00 €', 560, 180)],
    [...line('Torrija', 330, 200), ...lineEndingAt('5,50 €', 560, 200)],
  )

  it('makes a set menu of the unpriced courses only, and leaves the carta’s priced dishes as they are', () => {
    expect(layout.sections.map((section) => section.name)).toEqual(['MENÚ DEL DÍA', 'CARNES', 'POSTRES'])
    const [menu] = setMenusOf(layout)
    expect([menu?.name, menu?.price, menu?.courses?.map((course) => course.choices.length)]).toEqual([
      'MENÚ DEL DÍA',
      '14 €',
      [2, 2],
    ])
    expect(layout.sections[2]!.items.map((item) => [item.name, item.price])).toEqual([
      ['Tarta de queso', '6,00 €'],
      ['Torrija', '5,50 €'],
    ])
  })
})

describe('what is no set menu', () => {
  it('leaves a carta whose course headings head priced dishes alone', () => {
    const layout = read(
      line('ENTRANTES', 40, 60, heading),
      [...line('Croquetas caseras', 40, 90), ...lineEndingAt('8,50 €', 560, 90)],
      [...line('Pimientos de Padrón', 40, 110), ...lineEndingAt('7,00 €', 560, 110)],
      line('POSTRES', 40, 150, heading),
      [...line('Flan casero', 40, 180), ...lineEndingAt('4,50 €', 560, 180)],
    )
    expect(setMenusOf(layout)).toEqual([])
    expect(layout.sections.map((section) => section.name)).toEqual(['ENTRANTES', 'POSTRES'])
  })

  it('leaves unpriced lists under course words alone when nothing names a set menu or its price', () => {
    const layout = read(
      ...courses(40, 60, [
        ['Entrantes', ['Croquetas caseras', 'Pimientos de Padrón']],
        ['Postres', ['Flan casero', 'Tarta de queso']],
      ]),
      line('Calle Mayor 4 · Teléfono 912 345 678', 40, 400, note),
    )
    expect(setMenusOf(layout)).toEqual([])
  })
})

describe('set menus as they are printed', () => {
  it('reads a whole and a half menu as the set menu’s two prices, each with its label', () => {
    const layout = read(
      lineCentredOn('Menú diario', 300, 60, title),
      ...courses(250, 100, [
        ['Primeros', ['Crema de calabacín', 'Porrusalda']],
        ['Segundos', ['Conejo al ajillo', 'Sepia con alioli']],
      ]),
      lineCentredOn('Menú completo 13 € · Medio menú 9 €', 300, 250, { size: 12, isBold: true }),
    )
    const [menu] = setMenusOf(layout)
    expect(itemVariants(menu!)).toEqual([
      { label: 'Menú completo', price: '13 €' },
      { label: 'Medio menú', price: '9 €' },
    ])
  })

  it('reads a course heading outside the list by its look and space, and a supplement as what a dish says', () => {
    const layout = read(
      line('Almuerzo ejecutivo', 40, 60, title),
      line('Lunes a sábado', 40, 80, note),
      ...courses(40, 100, [
        ['Para empezar', ['Sopa de arroz', 'Crema de ahuyama']],
        ['Proteína', ['Carne asada', 'Sobrebarriga en salsa (supl. $3.000)', 'Pollo sudado']],
      ]),
      line('$ 18.000', 40, 270, title),
    )
    const [menu] = setMenusOf(layout)
    expect(menu?.price).toBe('$ 18.000')
    expect(menu?.courses?.map((course) => course.name)).toEqual(['Para empezar', 'Proteína'])
    expect(menu?.courses?.[1]?.choices[1]).toEqual({
      name: 'Sobrebarriga en salsa',
      description: 'supl. $3.000',
    })
  })

  it('reads an English set lunch priced by its courses', () => {
    const layout = read(
      line('Set Lunch Menu', 40, 60, title),
      line('2 courses £16 / 3 courses £20', 40, 85, { size: 12 }),
      ...courses(40, 120, [
        ['Starters', ['Leek and potato soup', 'Prawn cocktail']],
        ['Mains', ['Steak and ale pie', 'Pan-fried sea bass']],
        ['Desserts', ['Sticky toffee pudding', 'Lemon posset']],
      ]),
    )
    const [menu] = setMenusOf(layout)
    expect(menu?.name).toBe('Set Lunch Menu')
    expect(itemVariants(menu!)).toEqual([
      { label: '2 courses', price: '£16' },
      { label: '3 courses', price: '£20' },
    ])
  })

  it('gives back a title printed largest at the top, which passed for the restaurant’s name', () => {
    const layout = read(
      lineCentredOn('CORRIENTAZO', 300, 50, { size: 30, isBold: true }),
      ...courses(250, 110, [
        ['Sopa', ['Sancocho de gallina']],
        ['Principio', ['Frijoles rojos', 'Lentejas guisadas']],
        ['Seco', ['Cerdo frito', 'Mojarra frita']],
      ]),
      line('Valor: $15.000', 250, 290, { size: 12, isBold: true }),
    )
    expect(layout.restaurantName).toBe('')
    expect(setMenusOf(layout).map((menu) => [menu.name, menu.price])).toEqual([['CORRIENTAZO', '$15.000']])
  })

  it('reads a price printed large alone under the title as the set menu’s, not as a line of its title', () => {
    const layout = read(
      line('MENÚ EJECUTIVO', 40, 60, { size: 24, isBold: true }),
      line('$ 9.500', 60, 84, { size: 24, isBold: true }),
      ...courses(40, 120, [
        ['Entrada', ['Buñuelos de acelga', 'Provoleta']],
        ['Principal', ['Ñoquis con tuco', 'Pastel de papas']],
      ]),
    )
    expect(setMenusOf(layout).map((menu) => [menu.name, menu.price])).toEqual([['MENÚ EJECUTIVO', '$ 9.500']])
  })

  it('reads a title wrapped over three lines of a narrow box, its price on the last, and a price on a line apart', () => {
    const big = { size: 24, isBold: true }
    const layout = read(
      line('NUESTRO', 40, 50, big),
      line('MENÚ DEL', 40, 76, big),
      line('DÍA 14,50 €', 40, 102, big),
      ...courses(40, 140, [
        ['Primeros', ['Sopa castellana', 'Ensalada mixta']],
        ['Postres', ['Flan casero', 'Natillas']],
      ]),
      line('Precio por persona', 40, 262, { size: 12 }),
      line('Incluye pan, agua o vino', 40, 280, note),
    )
    const [menu] = setMenusOf(layout)
    expect([menu?.name, menu?.price, menu?.includes]).toEqual([
      'NUESTRO MENÚ DEL DÍA',
      '14,50 €',
      ['pan', 'agua o vino'],
    ])
    // "Precio por persona" announces a price: it is no dessert.
    expect(menu?.courses?.at(-1)?.choices.map((choice) => choice.name)).toEqual(['Flan casero', 'Natillas'])
  })

  it('parts what is included where the page printed a separator the reading lost', () => {
    // The reading drops the dots as specks and leaves their space.
    const words = line('Incluye: pan · agua o vino · café', 40, 218, note)
    const layout = read(
      line('Menú del día 13 €', 40, 60, title),
      ...courses(40, 100, [
        ['Primeros', ['Sopa castellana', 'Ensalada mixta']],
        ['Segundos', ['Bonito encebollado', 'Conejo al ajillo']],
      ]),
      words,
    )
    expect(setMenusOf(layout)[0]?.includes).toEqual(['pan', 'agua o vino', 'café'])
  })

  it('reads a two-line title as the title, not as a course, and what is included wrapped onto a line after', () => {
    const big = { size: 24, isBold: true }
    const layout = read(
      line('MENÚ DEL', 40, 50, big),
      line('DÍA', 40, 76, big),
      ...courses(40, 110, [
        ['Primeros', ['Gazpacho andaluz', 'Alubias con almejas']],
        ['Segundos', ['Conejo al ajillo', 'Sepia con alioli']],
      ]),
      line('Precio por persona', 40, 236, { size: 12 }),
      line('12,50 €', 40, 254, { size: 12 }),
      line('Incluye: pan, bebida, postre o', 40, 272, note),
      line('café', 40, 284, note),
    )
    const [menu] = setMenusOf(layout)
    expect([menu?.name, menu?.price]).toEqual(['MENÚ DEL DÍA', '12,50 €'])
    expect(menu?.courses?.map((course) => course.name)).toEqual(['Primeros', 'Segundos'])
    expect(menu?.includes).toEqual(['pan', 'bebida', 'postre o café'])
  })

  it('reads a set menu with no title by a price beside what it includes, and keeps "with …" under a dish its description', () => {
    const layout = read(
      ...courses(40, 60, [
        ['Starters', ['Prawn cocktail', 'Leek and potato soup']],
        ['Mains', [['Steak and ale pie', 'with chips and peas'], 'Pan-fried sea bass']],
      ]),
      line('£18', 40, 198, title),
      line('Includes a soft drink', 40, 216, note),
    )
    const [menu] = setMenusOf(layout)
    expect([menu?.name, menu?.price, menu?.includes]).toEqual(['Set menu', '£18', ['a soft drink']])
    expect(menu?.courses?.[1]?.choices[0]).toEqual({
      name: 'Steak and ale pie',
      description: 'with chips and peas',
    })
  })
})

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

import { describe, expect, it } from 'vitest'
import type { TruthMenu } from '../eval/corpus.ts'
import { testLine } from '../layout/line-labels/test-lines.ts'
import { alignLabels } from './align-labels.ts'

const truth: TruthMenu = {
  restaurantName: 'Casa Pepa',
  lang: 'es',
  currency: 'EUR',
  sections: [
    {
      name: 'Entrantes',
      items: [
        {
          name: 'Croquetas de jamón ibérico',
          price: '9,50',
          description: 'Seis piezas con bechamel de la casa',
        },
        { name: 'Tortilla de patatas', price: '7,00', description: 'Con cebolla caramelizada' },
        { name: 'Gazpacho', price: '6,50', description: '' },
      ],
    },
    {
      name: 'Vinos',
      items: [{ name: 'Rioja crianza', price: '4,50', prices: [{ label: 'Copa', price: '4,50' }] }],
    },
  ],
}

describe('alignLabels', () => {
  it('labels each line by what the truth says it prints', () => {
    const lines = [
      testLine('CASA PEPA', 40, 30, { size: 20 }),
      testLine('E n t r a n t e s', 40, 60, { size: 14 }),
      testLine('Croquetas de', 40, 100),
      testLine('jamón ibérico 9,50', 40, 112),
      testLine('Seis piezas con bechamel', 40, 124, { size: 8 }),
      testLine('de la casa', 40, 134, { size: 8 }),
      testLine('2 Tortilla de patatas Con cebolla caramelizada', 40, 150),
      testLine('7,00', 300, 162),
      testLine('Gazpacho 6,50', 40, 180),
      testLine('Vinos', 40, 210, { size: 14 }),
      testLine('Copa Botella', 200, 230),
      testLine('Rioja crianza 4,50', 40, 245),
      testLine('Calle Mayor 24, Madrid', 40, 400, { size: 8 }),
    ]
    expect(alignLabels(lines, truth)).toEqual([
      'noise',
      'heading',
      'name',
      'continuation',
      'description',
      'description',
      // An item number before the name, the description on the name's line.
      'name',
      'price',
      'name',
      'heading',
      'sizes',
      'name',
      'noise',
    ])
  })

  it('forgives OCR’s slips in a name', () => {
    const lines = [testLine('Torti1la de patatas 7,00', 40, 100), testLine('Gazpach0 6,50', 40, 120)]
    expect(alignLabels(lines, truth)).toEqual(['name', 'name'])
  })
})

import { describe, expect, it } from 'vitest'
import { toSegment } from '../segments.ts'
import { line } from '../test-words.ts'
import { joinLanguageColumns } from './language-columns.ts'

// A row of a card: its Spanish at the left, its English (and price) at the right.
const row = (spanish: string, english: string, y: number) => [
  toSegment(1, line(spanish, 40, y)),
  toSegment(1, [...line(english, 260, y), ...line('12,00', 520, y)]),
]

describe('joinLanguageColumns', () => {
  it('joins each Spanish line to the English beside it, in the Spanish line’s place', () => {
    const left = [
      row('Setas de temporada', 'Seasonal wild mushrooms', 100),
      row('Mejillones al vapor', 'Steamed mussels', 120),
      row('Buñuelos de bacalao', 'Salt cod fritters', 140),
    ]
    // Read column by column, as the page's columns are.
    const segments = [...left.map(([spanish]) => spanish!), ...left.map(([, english]) => english!)]
    expect(joinLanguageColumns(segments).map((segment) => segment.text)).toEqual([
      'Setas de temporada / Seasonal wild mushrooms 12,00',
      'Mejillones al vapor / Steamed mussels 12,00',
      'Buñuelos de bacalao / Salt cod fritters 12,00',
    ])
  })

  it('leaves two columns of one language, and a page with fewer than three such rows, as they are', () => {
    const spanish = [
      row('Setas de temporada', 'Mejillones al vapor', 100),
      row('Pulpo a la brasa', 'Rabo de toro', 120),
      row('Flan de huevo', 'Natillas caseras', 140),
    ].flat()
    expect(joinLanguageColumns(spanish)).toEqual(spanish)
    const two = [
      row('Setas de temporada', 'Seasonal wild mushrooms', 100),
      row('Mejillones al vapor', 'Steamed mussels', 120),
    ].flat()
    expect(joinLanguageColumns(two)).toEqual(two)
  })
})

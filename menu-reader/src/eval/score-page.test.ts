import { describe, expect, it } from 'vitest'
import { listScoredItems, type ScoredItem, scorePage } from './score-page.ts'

const item = (name: string, price = '', section = ''): ScoredItem => ({ name, price, section })

const truth = [
  item('Croquetas caseras', '$12.000', 'Entradas'),
  item('Empanadas', '$8.000', 'Entradas'),
  item('Bandeja paisa', '$25.000', 'Platos fuertes'),
  item('Menú del día', '', 'Platos fuertes'),
]

describe('scorePage', () => {
  it('scores a perfect reading 1 everywhere, whatever the price is printed like', () => {
    const predicted = [
      item('CROQUETAS CASERAS', '$ 12000', 'ENTRADAS'),
      item('Empanadas', '8.000', 'Entradas'),
      item('Bandeja  paisa', 'COP 25.000', 'Platos fuertes'),
      item('Menú del día', '', 'Platos fuertes'),
    ]
    expect(scorePage(truth, predicted)).toEqual({
      trueItems: 4,
      predictedItems: 4,
      found: 4,
      exact: 4,
      samePrice: 4,
      sameSection: 4,
      exactF1: 1,
      foundF1: 1,
      priceAccuracy: 1,
      sectionAccuracy: 1,
    })
  })

  it('finds but does not count as exact a name under 0.95 alike or a wrong price', () => {
    const predicted = [
      item('Croquetas casera', '$12.000', 'Entradas'), // 16/17 = 0.94 alike: found, not exact
      item('Empanadas', '$9.000', 'Entradas'), // wrong price: found, not exact
      item('Bandeja paisa', '$25.000', 'Postres'), // wrong section: still exact
    ]
    const score = scorePage(truth, predicted)
    expect(score).toMatchObject({
      trueItems: 4,
      predictedItems: 3,
      found: 3,
      exact: 1,
      samePrice: 2,
      sameSection: 2,
    })
    expect(score.exactF1).toBeCloseTo((2 * 1) / 7, 10)
    expect(score.foundF1).toBeCloseTo((2 * 3) / 7, 10)
    expect(score.priceAccuracy).toBeCloseTo(2 / 3, 10)
    expect(score.sectionAccuracy).toBeCloseTo(2 / 3, 10)
  })

  it('counts every extra prediction against F1', () => {
    const predicted = [...truth, item('Horario: 12 a 16 h', '16'), item('Calle 10 # 4-21')]
    const score = scorePage(truth, predicted)
    expect(score.exact).toBe(4)
    expect(score.exactF1).toBeCloseTo(8 / 10, 10)
  })

  it('scores 0 with no accuracy when nothing was predicted (a file that failed)', () => {
    expect(scorePage(truth, [])).toMatchObject({
      found: 0,
      exactF1: 0,
      foundF1: 0,
      priceAccuracy: null,
      sectionAccuracy: null,
    })
  })

  it('scores an empty page read as empty 1', () => {
    expect(scorePage([], [])).toMatchObject({ exactF1: 1, foundF1: 1, priceAccuracy: null })
  })
})

describe('listScoredItems', () => {
  it('lists the items of every section in order, each with its section name and first price', () => {
    const menu = {
      sections: [
        { name: '', items: [{ name: 'Pan', price: '' }] },
        {
          name: 'Vinos',
          items: [{ name: 'Rioja', price: '18,90€', prices: [{ label: 'Copa', price: '4€' }] }],
        },
      ],
    }
    expect(listScoredItems(menu)).toEqual([item('Pan', '', ''), item('Rioja', '18,90€', 'Vinos')])
  })
})

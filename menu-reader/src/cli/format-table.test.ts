import { describe, expect, it } from 'vitest'
import { formatNumber, formatTable } from './format-table.ts'

describe('formatNumber', () => {
  it('rounds to the given decimals', () => {
    expect(formatNumber(0.0666, 2)).toBe('0.07')
    expect(formatNumber(3.25, 1)).toBe('3.3')
  })

  it('shows a missing value as a dash', () => {
    expect(formatNumber(null, 2)).toBe('—')
    expect(formatNumber(Number.NaN, 2)).toBe('—')
  })
})

describe('formatTable', () => {
  it('aligns the first column left, the rest right, under a rule', () => {
    const table = formatTable(
      ['kind', 'pages', 'exact F1'],
      [
        ['photo', '9', '0.03'],
        ['overall', '34', '0.07'],
      ],
    )
    expect(table.split('\n')).toEqual([
      'kind     pages  exact F1',
      '-------  -----  --------',
      'photo        9      0.03',
      'overall     34      0.07',
    ])
  })

  it('aligns columns as asked', () => {
    const table = formatTable(
      ['file', 'seconds', 'error'],
      [['a.pdf', '1.50', 'damaged']],
      ['left', 'right', 'left'],
    )
    expect(table.split('\n')).toEqual([
      'file   seconds  error',
      '-----  -------  -------',
      'a.pdf     1.50  damaged',
    ])
  })
})

import { describe, expect, it } from 'vitest'
import { tallyReview } from '../eval/review-catch.ts'
import { formatCatchTable, formatReasonTable, sourceOfPage, sumTallies } from './review-flags-tables.ts'

describe('the tables of menu:flags', () => {
  it('takes a real-corpus page’s source from its id, and a file’s name otherwise', () => {
    expect(sourceOfPage('es_bar-marina_menu_p1.jpg')).toBe('bar-marina')
    expect(sourceOfPage('es+en_allin-mikuy_carta-4_p1.jpg')).toBe('allin-mikuy')
    expect(sourceOfPage('menu-001-photo.jpg')).toBe('menu-001-photo.jpg')
  })

  it('says per kind and overall how many wrong items were flagged and how many items were', () => {
    const pages = [
      { file: 'a', kind: 'photo', source: 'x', tally: tallyReview([['nameUnknown'], []], [true, true]) },
      { file: 'b', kind: 'pdf-text', source: 'y', tally: tallyReview([['priceMissing'], []], [true, false]) },
    ]
    const groups = sumTallies(pages, (page) => page.kind)
    expect(groups.map((group) => group.key)).toEqual(['photo', 'pdf-text', 'overall'])
    const table = formatCatchTable('kind', groups)
    expect(table).toMatch(/photo\s+2\s+2\s+1\s+50\.0 %\s+1\s+50\.0 %/)
    expect(table).toMatch(/overall\s+4\s+3\s+2\s+66\.7 %\s+2\s+50\.0 %/)
    expect(formatReasonTable(groups.at(-1)!.tally)).toMatch(/priceMissing\s+1\s+1\s+100\.0 %\s+33\.3 %/)
  })
})

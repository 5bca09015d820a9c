import { describe, expect, it } from 'vitest'
import { withoutPriceColumnHeaders } from './price-column-header.ts'
import { pageSegments } from './segments.ts'
import { line, lineCentredOn, lineEndingAt, page } from './test-words.ts'

const texts = (...lines: Parameters<typeof page>) =>
  withoutPriceColumnHeaders(pageSegments(page(...lines))).map((segment) => segment.text)

describe('withoutPriceColumnHeaders', () => {
  it('leaves out a short word standing over a column of prices beside names, however it is spelled', () => {
    for (const header of ['Euros', 'Curos', 'Precio', 'USD', '€']) {
      expect(
        texts(
          line('Carnes', 40, 60, { size: 14 }),
          lineEndingAt(header, 400, 60),
          line('Secreto ibérico', 40, 90),
          lineEndingAt('14,00', 400, 90),
          line('Entrecot', 40, 110),
          lineEndingAt('18,50', 400, 110),
        ),
      ).toEqual(['Carnes', 'Secreto ibérico', '14,00', 'Entrecot', '18,50'])
    }
  })

  it('keeps a size table’s labels over its price columns', () => {
    expect(
      texts(
        lineEndingAt('Copa', 340, 60),
        lineEndingAt('Botella', 400, 60),
        line('Albariño', 40, 90),
        lineEndingAt('4,50', 340, 90),
        lineEndingAt('21,00', 400, 90),
        line('Verdejo', 40, 110),
        lineEndingAt('3,80', 340, 110),
        lineEndingAt('17,00', 400, 110),
      ),
    ).toContain('Copa')
  })

  it('keeps a heading over names, and a word over prices printed alone on their lines', () => {
    const overNames = texts(
      line('Tés', 40, 60, { size: 14 }),
      line('Té 2,00', 40, 90),
      line('Rooibos 2,20', 40, 110),
    )
    expect(overNames).toContain('Tés')
    // A centred menu: the prices stand alone under their names, no names beside them.
    const centred = texts(
      lineCentredOn('Postres', 300, 60),
      lineCentredOn('Flan', 300, 90),
      lineCentredOn('5,00', 300, 104),
      lineCentredOn('Natillas', 300, 130),
      lineCentredOn('4,50', 300, 144),
    )
    expect(centred).toContain('Postres')
  })

  it('keeps a name printed over its price, beside another column’s names', () => {
    const lines = texts(
      line('Vino de la casa', 40, 60),
      line('Albariño', 300, 60),
      line('Tinto joven', 40, 90),
      line('S/ 20', 300, 90),
      line('Rosado', 40, 120),
      line('Verdejo', 300, 120),
      line('Blanco seco', 40, 150),
      line('S/ 24', 300, 150),
    )
    expect(lines).toContain('Albariño')
    expect(lines).toContain('Verdejo')
  })
})

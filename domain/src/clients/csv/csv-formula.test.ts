import { describe, expect, it } from 'vitest'
import { neutraliseFormula, undoFormulaNeutralising } from './csv-formula.ts'

describe('csv formulas', () => {
  it('neutralises every cell a spreadsheet would run', () => {
    expect(neutraliseFormula('=HYPERLINK("http://x","y")')).toBe('\'=HYPERLINK("http://x","y")')
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(neutraliseFormula(`${start}1+1`)).toBe(`'${start}1+1`)
    }
  })

  it('leaves other cells as they are', () => {
    expect(neutraliseFormula('Ana Muñoz')).toBe('Ana Muñoz')
    expect(neutraliseFormula('300 123 4567')).toBe('300 123 4567')
    expect(neutraliseFormula("'quoted")).toBe("'quoted")
    expect(neutraliseFormula('')).toBe('')
  })

  it('undoes its own mark on import and nothing else', () => {
    for (const cell of ['=SUM(A1)', '+57 300', '-5%', '@ana', '\tx', 'plain', "'quoted", '']) {
      expect(undoFormulaNeutralising(neutraliseFormula(cell))).toBe(cell)
    }
    expect(undoFormulaNeutralising("'Rourke")).toBe("'Rourke")
  })
})

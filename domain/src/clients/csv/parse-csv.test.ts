import { describe, expect, it } from 'vitest'
import { CLIENT_IMPORT_LIMITS } from '../client-import.schema.ts'
import { CsvFileError } from './csv-file-error.ts'
import { parseCsvText } from './parse-csv.ts'

const refusalOf = (text: string) => {
  try {
    parseCsvText(text)
    return null
  } catch (error) {
    return error instanceof CsvFileError ? { problem: error.problem, line: error.line } : error
  }
}

describe('parseCsvText', () => {
  it('splits on a comma, a semicolon or a tab, by the header line', () => {
    for (const delimiter of [',', ';', '\t'] as const) {
      const header = ['Nombre', 'Teléfono', 'Correo'].join(delimiter)
      const parsed = parseCsvText(`${header}\nAna\t;,x`)
      expect(parsed.delimiter).toBe(delimiter)
      expect(parsed.headers).toEqual(['Nombre', 'Teléfono', 'Correo'])
    }
  })

  it('keeps the separator and a line break inside quoted cells, and counts the lines they span', () => {
    const text =
      'Nombre;Teléfono;Notas\r\n' +
      '"Pérez, Ana";300 123 4567;"Mesa junto a la ventana;\r\nsin gluten"\r\n' +
      'Luis, Gómez;301 000 0000;"Dice ""hola"""\r\n'
    const parsed = parseCsvText(text)
    expect(parsed.delimiter).toBe(';')
    expect(parsed.rows).toEqual([
      { line: 2, cells: ['Pérez, Ana', '300 123 4567', 'Mesa junto a la ventana;\nsin gluten'] },
      { line: 4, cells: ['Luis, Gómez', '301 000 0000', 'Dice "hola"'] },
    ])
  })

  it('skips empty lines and lines of empty cells but keeps the real line numbers', () => {
    const parsed = parseCsvText('\nName,Phone\n\n  \n,\nAna,1\r\rBea,2\n')
    expect(parsed.headers).toEqual(['Name', 'Phone'])
    expect(parsed.rows).toEqual([
      { line: 6, cells: ['Ana', '1'] },
      { line: 8, cells: ['Bea', '2'] },
    ])
  })

  it('reads a one-column file', () => {
    expect(parseCsvText('Nombre\nAna\nLuis')).toEqual({
      delimiter: ',',
      headers: ['Nombre'],
      rows: [
        { line: 2, cells: ['Ana'] },
        { line: 3, cells: ['Luis'] },
      ],
    })
  })

  it('refuses an empty file, a header only, and a first line that is data', () => {
    expect(refusalOf('')).toEqual({ problem: 'noHeader', line: undefined })
    expect(refusalOf('\n \n')).toEqual({ problem: 'noHeader', line: undefined })
    expect(refusalOf('Nombre;Teléfono\n\n')).toEqual({ problem: 'noRows', line: undefined })
    expect(refusalOf('Ana;ana@example.com\nLuis;luis@example.com')).toMatchObject({ problem: 'noHeader' })
    expect(refusalOf('Ana;+57 300 123 4567\nLuis;301')).toMatchObject({ problem: 'noHeader' })
  })

  it('refuses a quote never closed, at the line it opens', () => {
    expect(refusalOf('Nombre,Notas\nAna,ok\nLuis,"sin cerrar\nBea,x\n')).toEqual({
      problem: 'unclosedQuote',
      line: 3,
    })
  })

  it('takes the most rows there may be and refuses one more', () => {
    const rows = (count: number) => `Nombre\n${'Ana\n'.repeat(count)}`
    expect(parseCsvText(rows(CLIENT_IMPORT_LIMITS.rows)).rows).toHaveLength(CLIENT_IMPORT_LIMITS.rows)
    expect(refusalOf(rows(CLIENT_IMPORT_LIMITS.rows + 1))).toMatchObject({ problem: 'tooManyRows' })
  })

  it('takes the most columns there may be and refuses one more', () => {
    const header = (count: number) => Array.from({ length: count }, (_, n) => `Columna ${n}`).join(';')
    const file = (count: number) => `${header(count)}\n${'x;'.repeat(count - 1)}x\n`
    expect(parseCsvText(file(CLIENT_IMPORT_LIMITS.columns)).headers).toHaveLength(
      CLIENT_IMPORT_LIMITS.columns,
    )
    expect(refusalOf(file(CLIENT_IMPORT_LIMITS.columns + 1))).toMatchObject({ problem: 'tooManyColumns' })
  })
})

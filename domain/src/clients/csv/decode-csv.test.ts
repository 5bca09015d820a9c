import { describe, expect, it } from 'vitest'
import { CsvFileError } from './csv-file-error.ts'
import { decodeCsvBytes } from './decode-csv.ts'

const utf8 = (text: string) => new TextEncoder().encode(text)
const bytes = (...values: number[]) => new Uint8Array(values)
const concat = (...parts: Uint8Array[]) => {
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let at = 0
  for (const part of parts) {
    all.set(part, at)
    at += part.length
  }
  return all
}
const problemOf = (input: Uint8Array) => {
  try {
    decodeCsvBytes(input)
    return null
  } catch (error) {
    return error instanceof CsvFileError ? error.problem : error
  }
}

describe('decodeCsvBytes', () => {
  it('reads UTF-8 without a BOM', () => {
    expect(decodeCsvBytes(utf8('Nombre\nMuñoz Ávila €'))).toEqual({
      text: 'Nombre\nMuñoz Ávila €',
      encoding: 'utf-8',
    })
  })

  it('reads UTF-8 with a BOM and drops it', () => {
    const decoded = decodeCsvBytes(concat(bytes(0xef, 0xbb, 0xbf), utf8('Teléfono;Señor')))
    expect(decoded).toEqual({ text: 'Teléfono;Señor', encoding: 'utf-8' })
  })

  it('reads what is not UTF-8 as Windows-1252, as Excel in Spanish saves it', () => {
    // "Año;Peña;José;10€" in Windows-1252: ñ = F1, é = E9, € = 80.
    const windows1252 = concat(
      utf8('A'),
      bytes(0xf1),
      utf8('o;Pe'),
      bytes(0xf1),
      utf8('a;Jos'),
      bytes(0xe9),
      utf8(';10'),
      bytes(0x80),
    )
    expect(decodeCsvBytes(windows1252)).toEqual({ text: 'Año;Peña;José;10€', encoding: 'windows-1252' })
  })

  it('refuses a workbook saved as .xlsx, .ods or .xls, with its own reason', () => {
    expect(problemOf(concat(bytes(0x50, 0x4b, 0x03, 0x04), utf8('[Content_Types].xml')))).toBe('spreadsheet')
    expect(problemOf(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0))).toBe('spreadsheet')
  })

  it('refuses pictures, PDFs and anything holding a NUL byte, UTF-16 included', () => {
    expect(problemOf(concat(bytes(0x89), utf8('PNG\r\n'), bytes(0x1a, 0x0a)))).toBe('notText')
    expect(problemOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0x10))).toBe('notText')
    expect(problemOf(utf8('%PDF-1.7\nNombre'))).toBe('notText')
    expect(problemOf(bytes(0xff, 0xfe, 0x4e, 0x00, 0x6f, 0x00))).toBe('notText')
    expect(problemOf(concat(utf8('Nombre\nAna'), bytes(0), utf8('\n')))).toBe('notText')
  })

  it('lets a trace of control characters through but not a binary blob', () => {
    const text = `Nombre;Notas\n${'Ana;hola\n'.repeat(200)}`
    expect(decodeCsvBytes(utf8(`${text}\u0007`)).text).toBe(`${text}\u0007`)
    const blob = Array.from({ length: 400 }, (_, index) => (index % 31) + 1)
    expect(problemOf(bytes(...blob))).toBe('notText')
  })
})

import { describe, expect, it } from 'vitest'
import type { ColumnMapping } from '../client-import.schema.ts'
import { newClientCountry, newClientStatus, readClientRow } from './read-client-row.ts'

const MAPPING: ColumnMapping = ['nombreCompleto', 'apellidos', 'telefono', 'email', 'pais', 'estado', 'notas']
const row = (values: Partial<Record<string, string>>) =>
  MAPPING.map((field) => (field ? (values[field] ?? '') : ''))
const read = (values: Partial<Record<string, string>>, line = 7) => readClientRow(row(values), MAPPING, line)
const refusalOf = (values: Partial<Record<string, string>>) => read(values).refusal

describe('readClientRow', () => {
  it('reads a full row, the last name added to the name', () => {
    expect(
      read({
        nombreCompleto: ' Ana ',
        apellidos: 'Muñoz  Pérez',
        telefono: '+57 300 123 4567',
        email: 'Ana@Example.com',
        pais: 'colombia',
        estado: 'VIP',
        notas: 'Mesa 4',
      }).client,
    ).toEqual({
      line: 7,
      nombreCompleto: 'Ana Muñoz Pérez',
      telefono: '+57 300 123 4567',
      phoneKey: '573001234567',
      email: 'Ana@Example.com',
      emailKey: 'ana@example.com',
      pais: 'CO',
      estado: 'VIP',
      notas: 'Mesa 4',
    })
  })

  it('reads a phone with or without prefix, a national one with the row’s country', () => {
    const keyOf = (telefono: string, pais = '') =>
      read({ nombreCompleto: 'Ana', telefono, pais }).client?.phoneKey
    expect(keyOf('+57 300 123 4567')).toBe('573001234567')
    expect(keyOf('0057 300-123-4567')).toBe('573001234567')
    expect(keyOf('300 123 4567')).toBe('573001234567')
    expect(keyOf('612 34 56 78', 'España')).toBe('34612345678')
    expect(keyOf('(305) 555-0100', 'USA')).toBe('13055550100')
  })

  it('gives a new client the row’s country, else the phone’s prefix’s, else Colombia; Activo by default', () => {
    const spanishPhone = read({ nombreCompleto: 'Ana', telefono: '+34 612 34 56 78' }).client!
    expect(spanishPhone.pais).toBeNull()
    expect(newClientCountry(spanishPhone)).toBe('ES')
    expect(newClientCountry(read({ nombreCompleto: 'Ana', email: 'a@b.co' }).client!)).toBe('CO')
    expect(newClientCountry(read({ nombreCompleto: 'Ana', email: 'a@b.co', pais: 'Mexico' }).client!)).toBe(
      'MX',
    )
    expect(newClientStatus(read({ nombreCompleto: 'Ana', email: 'a@b.co' }).client!)).toBe('Activo')
    expect(read({ nombreCompleto: 'Ana', email: 'a@b.co', estado: 'Inactive' }).client?.estado).toBe(
      'Inactivo',
    )
  })

  it('takes an e-mail alone or a phone alone', () => {
    expect(read({ nombreCompleto: 'Ana', email: 'ana@example.com' }).client?.phoneKey).toBe('')
    expect(read({ nombreCompleto: 'Ana', telefono: '3001234567' }).client?.emailKey).toBe('')
  })

  it('undoes the export’s formula mark', () => {
    const client = read({
      nombreCompleto: '\'=HYPERLINK("http://x","y")',
      telefono: "'+57 300 123 4567",
    }).client
    expect(client?.nombreCompleto).toBe('=HYPERLINK("http://x","y")')
    expect(client?.telefono).toBe('+57 300 123 4567')
  })

  it('refuses each fault with its line, its reason and the value at fault', () => {
    expect(refusalOf({ email: 'ana@example.com' })).toEqual({
      line: 7,
      reason: 'nameRequired',
      value: 'ana@example.com',
    })
    expect(refusalOf({ nombreCompleto: 'Ana' })).toEqual({ line: 7, reason: 'contactRequired', value: 'Ana' })
    expect(refusalOf({ nombreCompleto: 'Ana', email: 'ana@' })).toMatchObject({
      reason: 'emailInvalid',
      value: 'ana@',
    })
    expect(refusalOf({ nombreCompleto: 'Ana', telefono: 'no tiene' })).toMatchObject({
      reason: 'phoneInvalid',
    })
    expect(refusalOf({ nombreCompleto: 'Ana', telefono: '1234' })).toMatchObject({ reason: 'phoneInvalid' })
    expect(refusalOf({ nombreCompleto: 'Ana', telefono: '3,00123E+11' })).toMatchObject({
      reason: 'phoneInvalid',
      value: '3,00123E+11',
    })
    expect(refusalOf({ nombreCompleto: 'Ana', email: 'a@b.co', pais: 'Venezuela' })).toMatchObject({
      reason: 'countryUnknown',
      value: 'Venezuela',
    })
    expect(refusalOf({ nombreCompleto: 'Ana', email: 'a@b.co', estado: 'Premium' })).toMatchObject({
      reason: 'statusUnknown',
      value: 'Premium',
    })
    expect(refusalOf({ nombreCompleto: 'Ana', email: 'a@b.co', notas: 'x'.repeat(2001) })).toMatchObject({
      reason: 'notesTooLong',
    })
  })

  it('refuses a name over the limit instead of cutting it, and shows only its start', () => {
    expect(read({ nombreCompleto: 'a'.repeat(120), email: 'a@b.co' }).client?.nombreCompleto).toHaveLength(
      120,
    )
    const refusal = refusalOf({ nombreCompleto: 'a'.repeat(10_000), email: 'a@b.co' })
    expect(refusal?.reason).toBe('nameTooLong')
    expect(refusal?.value).toBe(`${'a'.repeat(99)}…`)
    expect(
      refusalOf({ nombreCompleto: 'a'.repeat(100), apellidos: 'b'.repeat(20), email: 'a@b.co' }),
    ).toMatchObject({ reason: 'nameTooLong' })
  })
})

import { describe, expect, it } from 'vitest'
import { CsvFileError } from './csv-file-error.ts'
import { newClientCountry, newClientStatus } from './read-client-row.ts'
import { readClientsCsv } from './read-clients-csv.ts'
import { type ExportedClient, writeClientsCsv } from './write-clients-csv.ts'

const utf8 = (text: string) => new TextEncoder().encode(text)

const FILE = [
  'Nombre;Apellidos;Teléfono;Correo;Ciudad',
  'Ana;Muñoz;300 123 4567;ana@example.com;Bogotá',
  ';;301 000 0000;;Cali',
  'Luis;Gómez;;LUIS@example.com;Medellín',
  '',
  'Ana María;;+57 300-123-4567;;Bogotá',
  'Bea;;;bea@;Cali',
  'Carlos;;302 000 0000;;Cali',
  'Dani;;303 000 0000;;Cali',
].join('\r\n')

describe('readClientsCsv', () => {
  it('reads a file: encoding, delimiter, guessed mapping, sample, people once each, refusals by line', () => {
    const reading = readClientsCsv(utf8(FILE))
    expect(reading).toMatchObject({
      encoding: 'utf-8',
      delimiter: ';',
      headers: ['Nombre', 'Apellidos', 'Teléfono', 'Correo', 'Ciudad'],
      mapping: ['nombreCompleto', 'apellidos', 'telefono', 'email', null],
      rows: 7,
      merged: 1,
      refused: [
        { line: 3, reason: 'nameRequired', value: '301 000 0000' },
        { line: 7, reason: 'emailInvalid', value: 'bea@' },
      ],
    })
    expect(reading.sample).toHaveLength(5)
    expect(reading.sample[1]).toEqual(['', '', '301 000 0000', '', 'Cali'])
    expect(reading.clients.map((client) => [client.line, client.nombreCompleto])).toEqual([
      [2, 'Ana Muñoz'],
      [4, 'Luis Gómez'],
      [8, 'Carlos'],
      [9, 'Dani'],
    ])
  })

  it('follows the owner’s mapping over the guess, and checks it against the header', () => {
    const reading = readClientsCsv(utf8(FILE), {
      mapping: ['nombreCompleto', null, 'telefono', 'email', 'notas'],
    })
    expect(reading.clients[0]).toMatchObject({ nombreCompleto: 'Ana', notas: 'Bogotá' })
    expect(() => readClientsCsv(utf8(FILE), { mapping: ['nombreCompleto'] })).toThrow(CsvFileError)
  })

  it('reads a national phone with the business’s country when the row names none', () => {
    const file = utf8('Nombre;Teléfono;País\nAna;55 1234 5678;\nLuis;300 123 4567;Colombia')
    const keys = (fallbackCountry?: 'MX') =>
      readClientsCsv(file, { fallbackCountry }).clients.map((client) => [
        client.phoneKey,
        newClientCountry(client, fallbackCountry),
      ])
    expect(keys()).toEqual([
      ['575512345678', 'CO'],
      ['573001234567', 'CO'],
    ])
    expect(keys('MX')).toEqual([
      ['525512345678', 'MX'],
      ['573001234567', 'CO'],
    ])
  })

  it('shows a file whose names it cannot find, every row refused for its name', () => {
    const reading = readClientsCsv(utf8('Persona,Tel\nAna,3001234567\nLuis,3011234567'))
    expect(reading.mapping).toEqual([null, 'telefono'])
    expect(reading.refused.map((row) => row.reason)).toEqual(['nameRequired', 'nameRequired'])
  })

  it('reads back what it exports: the same clients, formulas and accents included', () => {
    const exported: ExportedClient[] = [
      {
        nombreCompleto: '=HYPERLINK("http://x","y")',
        telefono: '+57 300-123-4567',
        email: 'ana@example.com',
        pais: 'CO',
        estado: 'VIP',
        ultimaVisita: '2026-03-01T03:30:00.000Z',
        visitas: 3,
        notas: 'Alérgica; "sin maní"\ny sin gluten',
      },
      {
        nombreCompleto: 'Peña Ñúñez',
        telefono: '+34 612 34 56 78',
        email: '',
        pais: 'ES',
        estado: 'Inactivo',
        ultimaVisita: null,
        visitas: 0,
        notas: '-',
      },
    ]
    for (const language of ['es', 'en'] as const) {
      const reading = readClientsCsv(utf8(writeClientsCsv(exported, { language, timeZone: 'UTC' })))
      expect(reading.refused).toEqual([])
      expect(
        reading.clients.map((client) => ({
          nombreCompleto: client.nombreCompleto,
          phoneKey: client.phoneKey,
          email: client.email,
          pais: newClientCountry(client),
          estado: newClientStatus(client),
          notas: client.notas,
        })),
      ).toEqual([
        {
          nombreCompleto: '=HYPERLINK("http://x","y")',
          phoneKey: '573001234567',
          email: 'ana@example.com',
          pais: 'CO',
          estado: 'VIP',
          notas: 'Alérgica; "sin maní"\ny sin gluten',
        },
        {
          nombreCompleto: 'Peña Ñúñez',
          phoneKey: '34612345678',
          email: '',
          pais: 'ES',
          estado: 'Inactivo',
          notas: '-',
        },
      ])
    }
  })
})

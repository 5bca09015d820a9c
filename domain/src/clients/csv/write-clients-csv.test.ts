import { describe, expect, it } from 'vitest'
import { type ExportedClient, exportedPhone, writeClientsCsv } from './write-clients-csv.ts'

const ANA: ExportedClient = {
  nombreCompleto: 'Ana Muñoz',
  telefono: '3001234567',
  email: 'ana@example.com',
  pais: 'CO',
  estado: 'VIP',
  ultimaVisita: '2026-03-01T03:30:00.000Z',
  visitas: 3,
  notas: '',
}
const BOGOTA = 'America/Bogota'

describe('writeClientsCsv', () => {
  it('writes a Spanish file: BOM, `;`, CRLF, Spanish headers and words, the visit on the business’s clock', () => {
    expect(writeClientsCsv([ANA], { language: 'es', timeZone: BOGOTA })).toBe(
      '\uFEFFNombre completo;Teléfono;Correo electrónico;País;Estado;Última visita;Visitas;Notas\r\n' +
        "Ana Muñoz;'+57 300 123 4567;ana@example.com;Colombia;VIP;2026-02-28;3;\r\n",
    )
  })

  it('writes an English file with `,` and English words', () => {
    const client: ExportedClient = { ...ANA, pais: 'US', telefono: '3055550100', estado: 'Inactivo' }
    expect(writeClientsCsv([client], { language: 'en', timeZone: 'UTC' })).toBe(
      '\uFEFFFull name,Phone,Email,Country,Status,Last visit,Visits,Notes\r\n' +
        "Ana Muñoz,'+1 (305) 555-0100,ana@example.com,United States,Inactive,2026-03-01,3,\r\n",
    )
  })

  it('quotes cells with the delimiter, quotes or line breaks, and leaves a never-seen client’s visit empty', () => {
    const client: ExportedClient = {
      ...ANA,
      nombreCompleto: 'Pérez; Ana "la chef"',
      notas: 'Alérgica\nal maní',
      ultimaVisita: null,
      visitas: 0,
    }
    const [, row] = writeClientsCsv([client], { language: 'es', timeZone: BOGOTA }).slice(1).split('\r\n')
    expect(row).toBe(
      '"Pérez; Ana ""la chef""";\'+57 300 123 4567;ana@example.com;Colombia;VIP;;0;"Alérgica\nal maní"',
    )
  })

  it('neutralises every cell a spreadsheet would run as a formula', () => {
    const client: ExportedClient = {
      ...ANA,
      nombreCompleto: '=HYPERLINK("http://x","y")',
      telefono: '+44 20 7946 0958',
      email: '@ana',
      notas: '-5 %',
    }
    const [, row] = writeClientsCsv([client], { language: 'en', timeZone: BOGOTA }).split('\r\n')
    expect(row).toBe(
      '"\'=HYPERLINK(""http://x"",""y"")",\'+44 20 7946 0958,\'@ana,Colombia,VIP,2026-02-28,3,\'-5 %',
    )
  })
})

describe('exportedPhone', () => {
  it('writes the international form the list shows, however the number was typed', () => {
    expect(exportedPhone('+57 300-123-4567', 'CO')).toBe('+57 300 123 4567')
    expect(exportedPhone('0057 3001234567', 'CO')).toBe('+57 300 123 4567')
    expect(exportedPhone('612345678', 'ES')).toBe('+34 612 34 56 78')
    expect(exportedPhone('+34 612345678', 'CO')).toBe('+34 612 34 56 78')
  })

  it('keeps what no mask fits as typed', () => {
    expect(exportedPhone('+44 20 7946 0958', 'CO')).toBe('+44 20 7946 0958')
    expect(exportedPhone('300 123', 'CO')).toBe('300 123')
    expect(exportedPhone('', 'CO')).toBe('')
  })
})

import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ColumnMapping } from '#domain/clients/client-import.schema.ts'
import { users } from '../../db/schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import { registerTestOwner, type TestOwner } from '../../test/test-owner.ts'
import { postClient } from './test-clients.ts'
import { importCsv, listAllClients, previewCsv, windows1252 } from './test-clients-csv.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(async () => {
  await app.close()
})

const newOwner = () => registerTestOwner(app, 'csv')

async function importOk(owner: TestOwner, content: string | Uint8Array) {
  const response = await importCsv(app, owner, content)
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

const namesOf = async (owner: TestOwner) =>
  (await listAllClients(owner)).map((client) => client.nombreCompleto)

describe('reading the file', () => {
  it('reads UTF-8 with and without a BOM, and Windows-1252 as Excel in Spanish saves it', async () => {
    const text = 'Nombre;Teléfono;Notas\r\nÑoño Peña Álvarez;300 123 4567;Pagó 20€\r\n'
    for (const [bytes, encoding] of [
      [new TextEncoder().encode(text), 'utf-8'],
      [new TextEncoder().encode(`\uFEFF${text}`), 'utf-8'],
      [windows1252(text), 'windows-1252'],
    ] as const) {
      const owner = await newOwner()
      const preview = await previewCsv(app, owner, bytes)
      expect(preview.statusCode, preview.body).toBe(200)
      expect(preview.json()).toMatchObject({
        encoding,
        delimiter: ';',
        headers: ['Nombre', 'Teléfono', 'Notas'],
      })
      expect(await importOk(owner, bytes)).toMatchObject({ created: 1 })
      expect(await listAllClients(owner)).toMatchObject([
        { nombreCompleto: 'Ñoño Peña Álvarez', telefono: '300 123 4567', notas: 'Pagó 20€' },
      ])
    }
  })

  it('reads a comma, a semicolon or a tab, with the separator and a line break inside quoted cells', async () => {
    for (const delimiter of [',', ';', '\t']) {
      const owner = await newOwner()
      const cells = (...values: string[]) => values.join(delimiter)
      const file = [
        cells('Name', 'Email', 'Notes'),
        cells('"Pérez, Ana; la chef"', 'ana@example.com', `"Mesa 4${delimiter} ventana\r\nsin gluten"`),
        cells('Luis', 'luis@example.com', ''),
      ].join('\r\n')
      const preview = (await previewCsv(app, owner, file)).json()
      expect(preview.delimiter).toBe(delimiter)
      expect(preview.sample[0]).toEqual([
        'Pérez, Ana; la chef',
        'ana@example.com',
        `Mesa 4${delimiter} ventana\nsin gluten`,
      ])
      expect(await importOk(owner, file)).toMatchObject({ rows: 2, created: 2 })
      expect(await namesOf(owner)).toEqual(['Luis', 'Pérez, Ana; la chef'])
    }
  })

  it('guesses the mapping from Spanish or English headers, and follows the owner’s override', async () => {
    const owner = await newOwner()
    const spanish =
      'Nombre completo,Celular,Correo electrónico,País,Estado,Observaciones\nAna,3001234567,a@x.co,España,VIP,hola'
    expect((await previewCsv(app, owner, spanish)).json().mapping).toEqual([
      'nombreCompleto',
      'telefono',
      'email',
      'pais',
      'estado',
      'notas',
    ])
    const english =
      'First name,Last name,Mobile,E-mail,Country,Status,Comments\nAna,Muñoz,3001234567,a@x.co,Spain,VIP,hi'
    expect((await previewCsv(app, owner, english)).json().mapping).toEqual([
      'nombreCompleto',
      'apellidos',
      'telefono',
      'email',
      'pais',
      'estado',
      'notas',
    ])
    const mapping: ColumnMapping = ['nombreCompleto', null, 'telefono', 'email', null, null, null]
    const preview = (await previewCsv(app, owner, english, { mapping })).json()
    expect(preview.mapping).toEqual(mapping)
    expect(await listAllClients(owner)).toEqual([])
    const report = (await importCsv(app, owner, english, { mapping })).json()
    expect(report).toMatchObject({ created: 1 })
    expect(await listAllClients(owner)).toMatchObject([
      { nombreCompleto: 'Ana', pais: 'CO', estado: 'Activo' },
    ])
  })

  it('previews a file whose name column it cannot find, so the owner can choose it', async () => {
    const owner = await newOwner()
    const file = 'Persona;Tel\nAna;3001234567\nLuis;3011234567'
    const preview = await previewCsv(app, owner, file)
    expect(preview.statusCode).toBe(200)
    expect(preview.json()).toMatchObject({
      mapping: [null, 'telefono'],
      report: { rows: 2, created: 0, refused: [{ line: 2, reason: 'nameRequired' }, { line: 3 }] },
    })
    const refused = await importCsv(app, owner, file)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.code).toBe('csv_no_name_column')
    expect(
      (await importCsv(app, owner, file, { mapping: ['nombreCompleto', 'telefono'] })).json(),
    ).toMatchObject({
      created: 2,
    })
  })
})

describe('duplicates and refusals', () => {
  it('merges duplicates inside the file and with existing clients, and lists each refused row with its line', async () => {
    const owner = await newOwner()
    await postClient(owner, {
      nombreCompleto: 'Ana Muñoz',
      email: 'ana@example.com',
      telefono: '300 123 4567',
    })
    await postClient(owner, {
      nombreCompleto: 'Bea Ruiz',
      email: 'bea@example.com',
      telefono: '310 000 0000',
    })
    const file = [
      'Nombre,Teléfono,Correo,Estado,Notas',
      'Ana Muñoz,,ANA@Example.COM,VIP,', // the existing Ana, her e-mail in another case
      'Bea Ruiz,+57 310 000 0000,,,Alérgica', // the existing Bea, her phone with its prefix
      'Carla Díaz,0057 320 111 2222,,,', // new
      'Carla D.,320-111-2222,carla@example.com,,Terraza', // Carla again, the phone without prefix
      ',300 999 9999,,,', // no name
      'Dani,,,,', // neither phone nor e-mail
      'Eva,,eva@,,', // a bad e-mail
      'Fede,12,,,', // no phone in it
      `${'G'.repeat(10_000)},330 000 0000,,,`, // a 10,000-character name
      'Hugo,340 000 0000,,Premium,', // an unknown status
    ].join('\n')
    const expected = {
      rows: 10,
      created: 1,
      updated: 2,
      unchanged: 0,
      merged: 1,
      refused: [
        { line: 6, reason: 'nameRequired', value: '300 999 9999' },
        { line: 7, reason: 'contactRequired', value: 'Dani' },
        { line: 8, reason: 'emailInvalid', value: 'eva@' },
        { line: 9, reason: 'phoneInvalid', value: '12' },
        { line: 10, reason: 'nameTooLong', value: `${'G'.repeat(99)}…` },
        { line: 11, reason: 'statusUnknown', value: 'Premium' },
      ],
    }
    expect((await previewCsv(app, owner, file)).json().report).toEqual(expected)
    expect(await importOk(owner, file)).toEqual(expected)
    expect(await listAllClients(owner)).toMatchObject([
      { nombreCompleto: 'Ana Muñoz', email: 'ana@example.com', estado: 'VIP' },
      { nombreCompleto: 'Bea Ruiz', telefono: '310 000 0000', notas: 'Alérgica' },
      {
        nombreCompleto: 'Carla Díaz',
        telefono: '0057 320 111 2222',
        email: 'carla@example.com',
        notas: 'Terraza',
      },
    ])
  })

  it('reads a national phone with the business’s country when the row names none', async () => {
    const owner = await newOwner()
    await app.database.db.update(users).set({ countryCode: 'MX' }).where(eq(users.id, owner.user.id))
    await postClient(owner, {
      nombreCompleto: 'Ana',
      email: 'ana@example.com',
      telefono: '55 1234 5678',
      pais: 'MX',
    })
    const file = 'Nombre,Teléfono\nAna Muñoz,55-1234-5678\nLuis,+57 300 123 4567\nEva,33 1234 5678'
    expect(await importOk(owner, file)).toMatchObject({ created: 2, updated: 1 })
    expect(await listAllClients(owner)).toMatchObject([
      { nombreCompleto: 'Ana Muñoz', pais: 'MX', telefono: '55 1234 5678' },
      { nombreCompleto: 'Eva', pais: 'MX' },
      { nombreCompleto: 'Luis', pais: 'CO' },
    ])
  })

  it('keeps apart two people sharing a phone with different e-mails', async () => {
    const owner = await newOwner()
    await postClient(owner, {
      nombreCompleto: 'Ana Muñoz',
      email: 'ana@example.com',
      telefono: '300 123 4567',
    })
    const report = await importOk(owner, 'Nombre,Teléfono,Correo\nLuis Muñoz,300 123 4567,luis@example.com')
    expect(report).toMatchObject({ created: 1, updated: 0 })
    expect(await namesOf(owner)).toEqual(['Ana Muñoz', 'Luis Muñoz'])
  })

  it('re-importing the same file changes nothing: all unchanged, updated_at untouched', async () => {
    const owner = await newOwner()
    const file =
      'Nombre;Teléfono;Correo;País;Estado\nAna;+34 612 34 56 78;ana@x.co;España;VIP\nLuis;300 123 4567;;;\n'
    expect(await importOk(owner, file)).toMatchObject({ created: 2, updated: 0, unchanged: 0 })
    const before = await listAllClients(owner)
    expect(await importOk(owner, file)).toEqual({
      rows: 2,
      created: 0,
      updated: 0,
      unchanged: 2,
      merged: 0,
      refused: [],
    })
    expect(await listAllClients(owner)).toEqual(before)
  })
})

describe('bad input', () => {
  const codeOf = async (response: Awaited<ReturnType<typeof importCsv>>) => ({
    status: response.statusCode,
    code: response.json().error.code,
    message: response.json().error.message,
  })

  it('refuses what is not a CSV with a clear message, in the owner’s language', async () => {
    const owner = await newOwner()
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
    expect(await codeOf(await importCsv(app, owner, png, { name: 'foto.csv' }))).toEqual({
      status: 400,
      code: 'csv_not_text',
      message: expect.stringContaining('no es un CSV'),
    })
    const xlsx = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00])
    expect(await codeOf(await importCsv(app, owner, xlsx, { language: 'en' }))).toEqual({
      status: 400,
      code: 'csv_spreadsheet',
      message: expect.stringContaining('Excel or LibreOffice workbook'),
    })
    expect(await listAllClients(owner)).toEqual([])
  })

  it('refuses a file with no header, a header only, too many rows, or an unclosed quote', async () => {
    const owner = await newOwner()
    const cases: [string, string][] = [
      ['', 'csv_no_header'],
      ['Ana;ana@example.com\nLuis;luis@example.com', 'csv_no_header'],
      ['Nombre;Teléfono\r\n', 'csv_no_rows'],
      [`Nombre;Correo\n${'Ana;a@x.co\n'.repeat(10_001)}`, 'csv_too_many_rows'],
    ]
    for (const [file, code] of cases) {
      for (const send of [previewCsv, importCsv]) {
        const response = await send(app, owner, file)
        expect(response.statusCode, code).toBe(400)
        expect(response.json().error.code).toBe(code)
      }
    }
    const unclosed = await importCsv(app, owner, 'Nombre,Notas\nAna,"sin cerrar\nLuis,x')
    expect(unclosed.json().error).toMatchObject({ code: 'csv_unclosed_quote', line: 2 })
    expect(await listAllClients(owner)).toEqual([])
  })

  it('refuses a mapping that is not JSON, does not fit the file, or has no name column', async () => {
    const owner = await newOwner()
    const file = 'Nombre;Teléfono\nAna;3001234567'
    const cases: [string | (string | null)[], string][] = [
      ['{nombre', 'csv_mapping_invalid'],
      ['["apodo", null]', 'csv_mapping_invalid'],
      [['nombreCompleto'], 'csv_mapping_invalid'],
      [['nombreCompleto', 'nombreCompleto'], 'csv_mapping_invalid'],
      [[null, 'telefono'], 'csv_no_name_column'],
    ]
    for (const [mapping, code] of cases) {
      for (const send of [previewCsv, importCsv]) {
        const response = await send(app, owner, file, { mapping: mapping as never })
        expect(response.statusCode, JSON.stringify(mapping)).toBe(400)
        expect(response.json().error.code).toBe(code)
      }
    }
  })

  it('refuses a request without a file, or without a session', async () => {
    const owner = await newOwner()
    const form = new FormData()
    form.append('mapping', '[]')
    const noFile = await app.inject({
      method: 'POST',
      url: '/api/clients/import',
      payload: form,
      headers: { cookie: owner.cookie },
    })
    expect(await codeOf(noFile)).toMatchObject({ status: 400, code: 'csv_file_missing' })
    const anonymous = await importCsv(app, { cookie: '' } as TestOwner, 'Nombre\nAna')
    expect(anonymous.statusCode).toBe(401)
  })
})

describe('another business', () => {
  it('imports only into the session’s business, and matches only its clients', async () => {
    const owner = await newOwner()
    const other = await newOwner()
    await postClient(other, { nombreCompleto: 'Ana de otro', email: 'ana@example.com' })
    const file = 'Nombre,Correo\nAna Muñoz,ana@example.com'
    expect((await previewCsv(app, owner, file)).json().report).toMatchObject({ created: 1, updated: 0 })
    expect(await importOk(owner, file)).toMatchObject({ created: 1, updated: 0 })
    expect(await namesOf(owner)).toEqual(['Ana Muñoz'])
    expect(await namesOf(other)).toEqual(['Ana de otro'])
  })
})

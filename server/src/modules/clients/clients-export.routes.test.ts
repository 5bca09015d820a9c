import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calendarDayAt, calendarDayText } from '#domain/reservations/calendar-day.ts'
import { createTestApp } from '../../test/test-app.ts'
import { registerTestOwner, type TestOwner } from '../../test/test-owner.ts'
import { postClient } from './test-clients.ts'
import { importCsv, listAllClients } from './test-clients-csv.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(async () => {
  await app.close()
})

const newOwner = () => registerTestOwner(app, 'csv-export')

async function exportCsv(owner: TestOwner, query = '', language: 'es' | 'en' = 'es') {
  const response = await owner.call('GET', `/api/clients/export.csv${query}`, undefined, {
    'accept-language': language,
  })
  expect(response.statusCode, response.body).toBe(200)
  return response
}

const linesOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1)

describe('export', () => {
  it('writes a file Excel opens right: BOM, accents, `;` in Spanish, phones as text, formulas neutralised', async () => {
    const owner = await newOwner()
    await postClient(owner, {
      nombreCompleto: '=HYPERLINK("http://x","y")',
      telefono: '3001234567',
      email: 'hyper@example.com',
      estado: 'VIP',
    })
    await postClient(owner, {
      nombreCompleto: 'Ñoño Peña Álvarez',
      telefono: '612345678',
      email: 'nono@example.com',
      pais: 'ES',
      notas: 'Alérgico al maní; mesa "tranquila"',
    })
    const response = await exportCsv(owner)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    const today = calendarDayText(calendarDayAt(new Date(), 'America/Bogota'))
    expect(response.headers['content-disposition']).toBe(`attachment; filename="clientes-${today}.csv"`)
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    expect(linesOf(response.body)).toEqual([
      'Nombre completo;Teléfono;Correo electrónico;País;Estado;Última visita;Visitas;Notas',
      '"\'=HYPERLINK(""http://x"",""y"")";\'+57 300 123 4567;hyper@example.com;Colombia;VIP;;0;',
      'Ñoño Peña Álvarez;\'+34 612 34 56 78;nono@example.com;España;Activo;;0;"Alérgico al maní; mesa ""tranquila"""',
    ])
  })

  it('writes English with `,`, by the request’s language or the address’s', async () => {
    const owner = await newOwner()
    await postClient(owner, { nombreCompleto: 'Ana Muñoz', estado: 'Inactivo' })
    const english = await exportCsv(owner, '', 'en')
    expect(english.headers['content-disposition']).toMatch(/filename="clients-\d{4}-\d{2}-\d{2}\.csv"/)
    expect(linesOf(english.body)).toEqual([
      'Full name,Phone,Email,Country,Status,Last visit,Visits,Notes',
      "Ana Muñoz,'+57 300 123 4567,ana@example.com,Colombia,Inactive,,0,",
    ])
    expect(linesOf((await exportCsv(owner, '?lang=en', 'es')).body)[0]).toMatch(/^Full name,/)
  })

  it('holds every client of the current search, in its order, not only one page', async () => {
    const owner = await newOwner()
    const rows = Array.from(
      { length: 20 },
      (_, n) => `Cliente ${String(n).padStart(2, '0')};cliente${n}@example.com;${n % 2 ? 'VIP' : 'Activo'}`,
    )
    await importCsv(app, owner, `Nombre;Correo;Estado\n${rows.join('\n')}\nMuñoz;munoz@example.com;Activo`)
    const all = linesOf((await exportCsv(owner)).body)
    expect(all).toHaveLength(22)
    const vipsDown = linesOf((await exportCsv(owner, '?q=cliente&sort=estado&dir=desc')).body).slice(1)
    expect(vipsDown).toHaveLength(20)
    expect(vipsDown[0]).toMatch(/^Cliente 19;.*;VIP;/)
    expect(vipsDown[9]).toMatch(/^Cliente 01;.*;VIP;/)
    expect(vipsDown[10]).toMatch(/^Cliente 18;.*;Activo;/)
    expect(linesOf((await exportCsv(owner, '?q=munoz')).body).slice(1)).toEqual([
      'Muñoz;;munoz@example.com;Colombia;Activo;;0;',
    ])
  })

  it('re-imports to the same clients, and re-imported into the same business changes nothing', async () => {
    const owner = await newOwner()
    const file = [
      'Nombre;Teléfono;Correo;País;Estado;Notas',
      '=HYPERLINK("http://x","y");+57 300-123-4567;ana@example.com;;VIP;-5 % de descuento',
      'Ñoño Peña;+34 612 34 56 78;;España;Inactivo;"línea 1\nlínea 2"',
      'Sam Lee;(305) 555-0100;sam@example.com;USA;;',
    ].join('\n')
    await importCsv(app, owner, file)
    const exported = (await exportCsv(owner)).rawPayload
    const copy = await newOwner()
    expect((await importCsv(app, copy, exported)).json()).toMatchObject({ created: 3, refused: [] })
    const fieldsOf = (clients: Awaited<ReturnType<typeof listAllClients>>) =>
      clients.map(({ nombreCompleto, email, pais, estado, notas }) => ({
        nombreCompleto,
        email,
        pais,
        estado,
        notas,
      }))
    const originals = await listAllClients(owner)
    expect(fieldsOf(await listAllClients(copy))).toEqual(fieldsOf(originals))
    expect((await importCsv(app, owner, exported)).json()).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 3,
    })
    expect(await listAllClients(owner)).toEqual(originals)
  })

  it('never holds another business’s clients, and needs a session', async () => {
    const owner = await newOwner()
    const other = await newOwner()
    await postClient(owner, { nombreCompleto: 'Cliente nuestra', email: 'nuestra@example.com' })
    await postClient(other, { nombreCompleto: 'Cliente de otro', email: 'otra@example.com' })
    expect((await exportCsv(other)).body).not.toContain('nuestra')
    expect(linesOf((await exportCsv(owner)).body)).toHaveLength(2)
    const anonymous = await app.inject({ method: 'GET', url: '/api/clients/export.csv' })
    expect(anonymous.statusCode).toBe(401)
  })
})

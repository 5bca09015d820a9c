import { count, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clients } from '../../db/schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import { registerTestOwner } from '../../test/test-owner.ts'
import { postClient } from './test-clients.ts'
import { importCsv, listAllClients } from './test-clients-csv.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(async () => {
  await app.close()
})

const ROWS = 10_000
const FAILING_ROW = 9_000

/** A full file: the header, then `Cliente n` with an e-mail and a phone of their own on each line. */
function fullFile() {
  const lines = ['Nombre;Correo;Teléfono;Estado']
  for (let n = 1; n <= ROWS; n++) {
    lines.push(
      `Cliente ${n};cliente${n}@example.com;3${String(n).padStart(9, '0')};${n % 3 ? 'Activo' : 'VIP'}`,
    )
  }
  return `${lines.join('\r\n')}\r\n`
}

/** Makes inserting the client named `name` fail, as a database error halfway through a write would. */
async function failInsertsNamed(name: string) {
  await app.database.db.execute(
    sql.raw(`create or replace function fail_import_row() returns trigger language plpgsql as $$
      begin
        if new.nombre_completo = '${name}' then raise exception 'test failure on %', new.nombre_completo; end if;
        return new;
      end $$`),
  )
  await app.database.db.execute(
    sql.raw(
      'create trigger fail_import_row before insert on clients for each row execute function fail_import_row()',
    ),
  )
}

async function removeFailure() {
  await app.database.db.execute(sql.raw('drop trigger fail_import_row on clients'))
  await app.database.db.execute(sql.raw('drop function fail_import_row()'))
}

describe('a 10,000-row import', () => {
  it('is all or nothing: a failure at row 9,000 leaves no client created and none changed', async () => {
    const owner = await registerTestOwner(app, 'csv-atomic')
    // Two clients the file changes (their status), so their rollback shows too.
    await postClient(owner, {
      nombreCompleto: 'Cliente 3',
      email: 'cliente3@example.com',
      estado: 'Inactivo',
    })
    await postClient(owner, {
      nombreCompleto: 'Cliente 6',
      email: 'cliente6@example.com',
      estado: 'Inactivo',
    })
    const before = await listAllClients(owner)
    await failInsertsNamed(`Cliente ${FAILING_ROW}`)
    try {
      const response = await importCsv(app, owner, fullFile())
      expect(response.statusCode).toBe(500)
      expect(response.json().error.code).toBe('internal')
    } finally {
      await removeFailure()
    }
    expect(await listAllClients(owner)).toEqual(before)
  })

  it('imports in a few seconds, and its re-import changes nothing', async () => {
    const owner = await registerTestOwner(app, 'csv-atomic')
    const file = fullFile()
    const started = performance.now()
    const response = await importCsv(app, owner, file)
    const seconds = (performance.now() - started) / 1000
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({
      rows: ROWS,
      created: ROWS,
      updated: 0,
      unchanged: 0,
      merged: 0,
      refused: [],
    })
    // A generous bound for a shared machine; measured at about 3 s on PGlite and under 2 s on PostgreSQL.
    expect(seconds).toBeLessThan(30)
    const again = await importCsv(app, owner, file)
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: ROWS })
    const [row] = await app.database.db
      .select({ total: count() })
      .from(clients)
      .where(eq(clients.businessId, owner.businessId))
    expect(row?.total).toBe(ROWS)
  })
})

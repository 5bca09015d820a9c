import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { eq, getTableColumns, sql } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import type { FastifyInstance } from 'fastify'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../db/schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import { registerTestOwner } from '../../test/test-owner.ts'
import { newOwner, png } from '../images/test-owner.ts'
import { EXPORTS_PER_HOUR } from './account.routes.ts'
import { cookiesOf, freshAddress, isSignedIn, signInWithPassword } from './test-security.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(async () => {
  await app.close()
})

/** An owner whose business has a live public menu, a product with an uploaded photo, a client and billing. */
async function ownerWithEverything() {
  const owner = await newOwner(app)
  const photo = await owner.upload(`/api/products/${owner.product.id}/image`, await png())
  expect(photo.statusCode, photo.body).toBeLessThan(300)
  expect(
    (await owner.call('POST', `/api/catalogues/${owner.catalogue.id}/activate`)).statusCode,
  ).toBeLessThan(300)
  const client = await owner.call('POST', '/api/clients', {
    nombreCompleto: 'Ana Muñoz',
    telefono: '300 123 4567',
    email: 'ana@example.com',
  })
  expect(client.statusCode, client.body).toBe(201)
  const billing = { name: 'Ana', street: 'Calle 1', city: 'Cali', country: 'CO', postalCode: '760001' }
  expect((await owner.call('PUT', '/api/billing/address', billing)).statusCode).toBe(200)
  const me = (await owner.call('GET', '/api/me')).json().user
  const [product] = await app.database.db
    .select()
    .from(schema.products)
    .where(eq(schema.products.id, owner.product.id))
  return { ...owner, me, image: product?.image ?? '' }
}

describe('downloading my data', () => {
  it('answers a ZIP of JSON files with the business, never a secret', async () => {
    const owner = await ownerWithEverything()
    const response = await owner.call('GET', '/api/account/export')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/zip')
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="vitrina-datos-${owner.me.business.slug}.zip"`,
    )
    const files = unzipSync(new Uint8Array(response.rawPayload))
    expect(Object.keys(files).sort()).toEqual([
      'LEEME.txt',
      'audit.json',
      'catalogos.json',
      'categorias.json',
      'citas.json',
      'clientes.json',
      'configuracion.json',
      'disenos.json',
      'facturacion.json',
      'menus-del-dia.json',
      'negocio.json',
      'pedidos.json',
      'perfil.json',
      'productos.json',
      'promociones.json',
      'visitas.json',
      'whatsapp.json',
    ])
    const read = (name: string) => JSON.parse(strFromU8(files[name] as Uint8Array))
    expect(read('perfil.json')).toMatchObject({ id: owner.me.id, email: owner.me.email })
    expect(read('negocio.json')).toMatchObject({ id: owner.me.business.id, slug: owner.me.business.slug })
    expect(read('productos.json').map((product: { name: string }) => product.name)).toEqual(['Arepa'])
    expect(read('clientes.json').map((client: { nombreCompleto: string }) => client.nombreCompleto)).toEqual([
      'Ana Muñoz',
    ])
    expect(read('facturacion.json').address).toMatchObject({ city: 'Cali' })
    const everything = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n')
    for (const secret of ['password', 'token', 'secret', '$argon', 'scrypt']) {
      expect(everything.toLowerCase()).not.toContain(secret.toLowerCase())
    }
  })

  it("holds only the session's own business", async () => {
    const owner = await ownerWithEverything()
    const other = await registerTestOwner(app, 'export-other')
    const files = unzipSync(new Uint8Array((await other.call('GET', '/api/account/export')).rawPayload))
    const everything = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n')
    expect(everything).not.toContain(owner.me.business.id)
    expect(everything).not.toContain('Ana Muñoz')
    expect(JSON.parse(strFromU8(files['productos.json'] as Uint8Array))).toEqual([])
  })

  it('is refused past ten downloads an hour, with how long to wait, in the owner’s language', async () => {
    const owner = await registerTestOwner(app, 'export-limit')
    for (let download = 0; download < EXPORTS_PER_HOUR; download++) {
      expect((await owner.call('GET', '/api/account/export')).statusCode).toBe(200)
    }
    const refused = await owner.call('GET', '/api/account/export')
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(refused.json().error.message).toMatch(/^Ya descargaste tus datos/)
    // Another owner's downloads are their own.
    const other = await registerTestOwner(app, 'export-limit-other')
    expect((await other.call('GET', '/api/account/export')).statusCode).toBe(200)
  })
})

/** Every table with a business_id or user_id column, from the schema itself: a table added later is covered. */
function ownedTables() {
  return Object.values(schema)
    .flatMap((value) => (value instanceof PgTable ? [value as PgTable] : []))
    .flatMap((table) => {
      const columns = Object.values(getTableColumns(table)).map((column) => column.name)
      const owner = columns.find(
        (name) => name === 'business_id' || name === 'user_id' || name === 'owner_user_id',
      )
      return owner ? [{ name: getTableConfig(table).name, column: owner }] : []
    })
}

async function countOwnedRows(userId: string, businessId: string) {
  const counts: Record<string, number> = {}
  for (const { name, column } of ownedTables()) {
    const id = column === 'business_id' ? businessId : userId
    const result = await app.database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(name)} where ${sql.identifier(column)}::text = ${id}`,
    )
    const rows =
      (result as unknown as { rows?: { n: number }[] }).rows ?? (result as unknown as { n: number }[])
    counts[name] = Number(rows[0]?.n ?? 0)
  }
  const [business] = await app.database.db
    .select()
    .from(schema.businesses)
    .where(eq(schema.businesses.id, businessId))
  const [user] = await app.database.db.select().from(schema.users).where(eq(schema.users.id, userId))
  return { counts, business, user }
}

describe('deleting my account', () => {
  it('refuses a wrong password at its field and keeps everything', async () => {
    const owner = await registerTestOwner(app, 'del-wrong')
    const response = await owner.call('POST', '/api/account/deletion', { password: 'no-es-la-clave' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.fields).toEqual({ password: ['security.errors.wrongPassword'] })
    expect(await isSignedIn(app, owner.cookie)).toBe(true)
    // An account with a password confirms with it, not with a mailed code.
    expect((await owner.call('POST', '/api/account/deletion/code')).statusCode).toBe(409)
  })

  it('removes every row of the business and the account, its images and sessions; the menu answers 404', async () => {
    const owner = await ownerWithEverything()
    const { id: userId, business } = owner.me
    const other = await registerTestOwner(app, 'del-bystander')
    const elsewhere = cookiesOf(
      await signInWithPassword(app, { email: owner.me.email, password: 'una-clave-larga' }, freshAddress()),
    )
    expect((await app.inject({ method: 'GET', url: `/m/${business.slug}` })).statusCode).toBe(200)
    const before = await countOwnedRows(userId, business.id)
    expect(before.counts).toMatchObject({ products: 1, clients: 1, sessions: 2, billing_addresses: 1 })
    const mediaFile = join(app.config.dataDir, 'media', owner.image.replace('/media/', ''))
    expect(existsSync(mediaFile)).toBe(true)

    const deleted = await owner.call('POST', '/api/account/deletion', { password: 'una-clave-larga' })
    expect(deleted.statusCode, deleted.body).toBe(204)
    expect(
      deleted.cookies.some((cookie) => cookie.name.endsWith('session_token') && cookie.value === ''),
    ).toBe(true)

    const after = await countOwnedRows(userId, business.id)
    expect(Object.entries(after.counts).filter(([, count]) => count > 0)).toEqual([])
    expect(after.business).toBeUndefined()
    expect(after.user).toBeUndefined()
    expect(existsSync(mediaFile)).toBe(false)
    expect(await isSignedIn(app, owner.cookie)).toBe(false)
    expect(await isSignedIn(app, elsewhere)).toBe(false)
    expect((await app.inject({ method: 'GET', url: `/m/${business.slug}` })).statusCode).toBe(404)
    const mails = await app.database.db
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.recipient, owner.me.email))
    expect(mails.map((mail) => mail.subject)).toContain('Eliminamos tu cuenta de Vitrina')
    // Nobody else's data went with it.
    expect(await isSignedIn(app, other.cookie)).toBe(true)
    expect((await countOwnedRows(other.user.id, other.businessId)).business).toBeDefined()
  })

  it('confirms with a mailed code an account that has no password', async () => {
    const email = 'sin-clave@example.com'
    const address = freshAddress()
    await app.inject({
      method: 'POST',
      url: '/api/sign-in-codes',
      remoteAddress: address,
      payload: { email },
    })
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/sign-in-codes/verify',
      remoteAddress: address,
      payload: {
        email,
        code: await latestCode(email, 'Tu código para entrar en Vitrina'),
        name: 'Sin Clave',
        countryCode: 'CO',
        phone: '',
      },
    })
    expect(signedIn.statusCode, signedIn.body).toBe(200)
    const cookie = cookiesOf(signedIn)
    const call = (url: string, payload?: object) =>
      app.inject({ method: 'POST', url, payload, headers: { cookie, 'accept-language': 'es' } })

    // Without a password: nothing that asks for one can be done, and the deletion takes a mailed code.
    const overview = await app.inject({ method: 'GET', url: '/api/security', headers: { cookie } })
    expect(overview.json()).toEqual({ hasPassword: false, twoFactorEnabled: false })
    const password = 'cualquier-clave-larga'
    const change = {
      currentPassword: password,
      newPassword: `${password}-2`,
      confirmPassword: `${password}-2`,
    }
    expect((await call('/api/security/password', change)).json().error.code).toBe('no_password')
    expect((await call('/api/security/two-factor/enable', { password })).statusCode).toBe(409)
    expect((await call('/api/account/deletion', { password })).statusCode).toBe(409)
    expect((await call('/api/account/deletion/code')).statusCode).toBe(202)
    const code = await latestCode(email, 'Tu código para eliminar tu cuenta de Vitrina')
    const wrongCode = code === 'AAAA' ? 'BBBB' : 'AAAA'
    const wrong = await call('/api/account/deletion', { code: wrongCode })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.fields).toEqual({ code: ['security.errors.codeWrong'] })
    expect((await call('/api/account/deletion', { code: code.toLowerCase() })).statusCode).toBe(204)
    const [user] = await app.database.db.select().from(schema.users).where(eq(schema.users.email, email))
    expect(user).toBeUndefined()
  })
})

/** The code in the latest e-mail to this address (with this subject, when given). */
async function latestCode(email: string, subject?: string): Promise<string> {
  for (let tries = 0; tries < 50; tries += 1) {
    const mails = await app.database.db
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.recipient, email))
      .orderBy(schema.outbox.createdAt)
    const mail = mails.filter((one) => !subject || one.subject === subject).at(-1)
    const code = mail?.text.match(/^[2-9A-HJKMNP-Z]{4}$/m)?.[0]
    if (code) return code
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`no code mailed to ${email}`)
}

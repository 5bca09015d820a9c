import { eq } from 'drizzle-orm'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, expect } from 'vitest'
import { users } from '../../db/schema.ts'
import { createTestApp } from '../../test/test-app.ts'

// Shared by the public menu's tests: an owner with a business, and calls to the API as them.

let counter = 0

/**
 * One app for a test file's public pages (at https://vitrina.example), made before its tests and closed after:
 * `app()` is it, `open` asks it for a page as a browser would.
 */
export function publicPagesApp() {
  let app: FastifyInstance | undefined
  beforeAll(async () => {
    app = await createTestApp({ publicUrl: 'https://vitrina.example' })
  })
  afterAll(async () => {
    await app?.close()
  })
  const current = () => {
    if (!app) throw new Error('the app is made before the tests')
    return app
  }
  const open = (url: string, headers: Record<string, string> = {}) =>
    current().inject({ method: 'GET', url, headers })
  return { app: current, open }
}

export type Owner = Awaited<ReturnType<typeof newOwner>>

/**
 * A new owner (their business's slug, a way to call the API as them) with an active catalogue, their email
 * confirmed so that the menu is public (the accounts tests confirm it through the API).
 */
/** A confirmed owner registered from `countryCode` (which sets the business's time zone and currency). */
export async function newOwner(app: FastifyInstance, name = 'Dueña', countryCode = 'CO') {
  const n = ++counter
  const password = 'una-clave-larga'
  const registered = await app.inject({
    method: 'POST',
    url: '/api/accounts',
    remoteAddress: `10.7.0.${n}`,
    payload: {
      name: `${name} ${n}`,
      businessName: `${name} ${n}`,
      email: `public-menu${n}@example.com`,
      password,
      confirmPassword: password,
      countryCode,
      phone: '',
      acceptTerms: true,
    },
  })
  expect(registered.statusCode).toBe(201)
  await app.database.db
    .update(users)
    .set({ emailVerified: true })
    .where(eq(users.id, registered.json().user.id))
  const cookie = registered.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
  const slug: string = registered.json().user.business.slug
  const call = async (method: InjectOptions['method'], url: string, payload?: object) => {
    const response = await app.inject({ method, url, payload, headers: { cookie } })
    expect(response.statusCode, response.body).toBeLessThan(300)
    return response.statusCode === 204 ? undefined : response.json()
  }
  const catalogue = await call('POST', '/api/catalogues', { template: 'clasico' })
  const categories: { id: string; name: string }[] = await call(
    'GET',
    `/api/catalogues/${catalogue.id}/categories`,
  )
  const addProduct = (product: object, categoryId = categories[0]!.id) =>
    call('POST', `/api/catalogues/${catalogue.id}/products`, { categoryId, ...product })
  return { slug, cookie, call, catalogue, categories, addProduct }
}

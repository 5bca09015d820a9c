import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { users } from '../db/schema.ts'

let owners = 0

/**
 * A newly registered owner, through `POST /api/accounts` as the register form does: their account, its user
 * and business ids, the session cookie, and `call` to use the API as them (Spanish unless a header says
 * otherwise). Each owner registers from an address of its own, as sign-ups are limited per address. The
 * owner's email counts as confirmed (so their public menu is live) unless `isVerified` is false; the
 * accounts tests confirm it through the API. One factory for every server test file that needs an owner.
 */
export async function registerTestOwner(
  app: FastifyInstance,
  label = 'owner',
  { isVerified = true }: { isVerified?: boolean } = {},
) {
  const n = ++owners
  const account = {
    name: `Dueña ${label} ${n}`,
    email: `${label}${n}@example.com`,
    password: 'una-clave-larga',
  }
  const registered = await app.inject({
    method: 'POST',
    url: '/api/accounts',
    remoteAddress: `10.20.${Math.floor(n / 250)}.${(n % 250) + 1}`,
    payload: {
      name: account.name,
      businessName: account.name,
      email: account.email,
      password: account.password,
      confirmPassword: account.password,
      countryCode: 'CO',
      phone: '',
      acceptTerms: true,
    },
  })
  expect(registered.statusCode, registered.body).toBe(201)
  const cookie = registered.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => app.inject({ method, url, payload, headers: { cookie, 'accept-language': 'es', ...headers } })
  const { user } = registered.json() as { user: { id: string; business: { id: string } } }
  if (isVerified) {
    await app.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id))
  }
  return { account, user, businessId: user.business.id, cookie, call }
}

export type TestOwner = Awaited<ReturnType<typeof registerTestOwner>>

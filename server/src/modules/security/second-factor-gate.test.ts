import { randomUUID } from 'node:crypto'
import { hashPassword } from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { accounts, sessions, users } from '../../db/schema.ts'
import { startOidcProvider } from '../../test/oidc-provider.ts'
import { createTestApp } from '../../test/test-app.ts'
import { SECOND_FACTOR_PAGE } from './second-factor-gate.ts'
import { callWith, cookiesOf, freshAddress, isSignedIn, totp } from './test-security.ts'

// The two-factor plugin challenges password sign-in only: these prove that a federated first factor does not
// skip the second one either (the password and e-mailed code are in two-factor.routes.test.ts).

const PUBLIC_URL = 'http://localhost:3000'
let app: FastifyInstance
let provider: Awaited<ReturnType<typeof startOidcProvider>>

beforeAll(async () => {
  provider = await startOidcProvider(`${PUBLIC_URL}/api/auth/callback/oidc`)
  app = await createTestApp({
    publicUrl: PUBLIC_URL,
    oidc: {
      discoveryUrl: provider.discoveryUrl,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      name: 'Mi Empresa',
    },
  })
})
afterAll(async () => {
  await app.close()
  await provider.close()
})

/** The whole OIDC round trip as a browser makes it: the callback's answer and the cookies it carried in. */
async function signInWithOidc(login: string): Promise<{ back: LightMyRequestResponse; before: string }> {
  const start = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    payload: { provider: 'oidc', callbackURL: '/dashboard', errorCallbackURL: '/login' },
    headers: { origin: PUBLIC_URL },
  })
  const callback = new URL(await provider.signIn(start.json().url, login))
  const before = cookiesOf(start)
  const back = await app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: before },
  })
  return { back, before }
}

describe('two-factor after a federated sign-in', () => {
  it('sends an OIDC sign-in to the code step with no session, and the code finishes it', async () => {
    const first = await signInWithOidc('berta')
    expect(first.back.headers.location).toBe('/dashboard')
    const [user] = await app.database.db.select().from(users).where(eq(users.email, 'berta@example.com'))
    if (!user) throw new Error('no account made')

    // Berta sets a password (as recovery would) and turns two-factor on with it.
    const password = 'clave-de-berta-larga'
    await app.database.db.insert(accounts).values({
      id: randomUUID(),
      accountId: user.id,
      providerId: 'credential',
      userId: user.id,
      password: await hashPassword(password),
    })
    const address = freshAddress()
    const signedIn = cookiesOf(first.back)
    const setup = await callWith(app, signedIn, address, 'POST', '/api/security/two-factor/enable', {
      password,
    })
    expect(setup.statusCode, setup.body).toBe(200)
    const { secret } = setup.json()
    const on = await callWith(app, signedIn, address, 'POST', '/api/security/two-factor/confirm', {
      code: totp(secret),
    })
    expect(on.json().twoFactorEnabled).toBe(true)
    await app.database.db.delete(sessions).where(eq(sessions.userId, user.id))

    const again = await signInWithOidc('berta')
    expect(again.back.statusCode).toBe(302)
    expect(again.back.headers.location).toBe(SECOND_FACTOR_PAGE)
    const challenge = cookiesOf(again.back)
    expect(challenge).toContain('two_factor')
    expect(await isSignedIn(app, cookiesOf(again.back))).toBe(false)
    expect(await app.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([])

    const second = await callWith(app, challenge, address, 'POST', '/api/sessions/two-factor', {
      code: totp(secret),
    })
    expect(second.statusCode, second.body).toBe(200)
    expect(second.json().user.email).toBe('berta@example.com')
    expect(await isSignedIn(app, cookiesOf(second))).toBe(true)
  })

  it('lets an OIDC sign-in through as before when two-factor is off', async () => {
    const { back } = await signInWithOidc('carla')
    expect(back.headers.location).toBe('/dashboard')
    expect(await isSignedIn(app, cookiesOf(back))).toBe(true)
  })
})

/** An unsigned ID token as Google's token endpoint would give (the code flow decodes it, trusting the TLS). */
const googleIdToken = (claims: object) =>
  ['{"alg":"RS256","typ":"JWT"}', JSON.stringify(claims), 'firma']
    .map((part) => Buffer.from(part).toString('base64url'))
    .join('.')

describe('two-factor after a Google sign-in', () => {
  it('sends the person to the code step with no session', async () => {
    const google = await createTestApp({
      publicUrl: PUBLIC_URL,
      google: { clientId: 'id.apps', clientSecret: 'shh' },
    })
    const realFetch = globalThis.fetch
    // Google's token endpoint, as it answers a valid code: the rest of the flow is better-auth's own.
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (
        String(input instanceof Request ? input.url : input).startsWith('https://oauth2.googleapis.com/token')
      ) {
        const idToken = googleIdToken({
          iss: 'https://accounts.google.com',
          aud: 'id.apps',
          sub: 'google-dora',
          email: 'dora@example.com',
          email_verified: true,
          name: 'Dora',
          iat: Math.floor(Date.now() / 1000),
          exp: Math.floor(Date.now() / 1000) + 3600,
        })
        return Response.json({
          access_token: 'acceso',
          id_token: idToken,
          token_type: 'Bearer',
          expires_in: 3600,
        })
      }
      return realFetch(input, init)
    })
    try {
      const viaGoogle = async () => {
        const start = await google.inject({
          method: 'POST',
          url: '/api/auth/sign-in/social',
          payload: { provider: 'google', callbackURL: '/dashboard', errorCallbackURL: '/login' },
          headers: { origin: PUBLIC_URL },
        })
        const state = new URL(start.json().url).searchParams.get('state') ?? ''
        return google.inject({
          method: 'GET',
          url: `/api/auth/callback/google?code=codigo&state=${encodeURIComponent(state)}`,
          headers: { cookie: cookiesOf(start) },
        })
      }
      const first = await viaGoogle()
      expect(first.headers.location).toBe('/dashboard')
      expect(await isSignedIn(google, cookiesOf(first))).toBe(true)

      const [user] = await google.database.db.select().from(users).where(eq(users.email, 'dora@example.com'))
      if (!user) throw new Error('no account made')
      await google.database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.id))
      await google.database.db.delete(sessions).where(eq(sessions.userId, user.id))

      const again = await viaGoogle()
      expect(again.statusCode).toBe(302)
      expect(again.headers.location).toBe(SECOND_FACTOR_PAGE)
      expect(cookiesOf(again)).toContain('two_factor')
      expect(await isSignedIn(google, cookiesOf(again))).toBe(false)
      expect(await google.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([])
    } finally {
      fetchSpy.mockRestore()
      await google.close()
    }
  })
})

import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startOidcProvider } from '../../test/oidc-provider.ts'
import { createTestApp } from '../../test/test-app.ts'

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

const cookieHeader = (responses: LightMyRequestResponse[]) =>
  responses
    .flatMap((response) => response.cookies)
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ')

describe('sign-in with an OpenID Connect provider', () => {
  it('lists the configured provider, and no Google without its variables', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth-providers' })
    expect(response.json()).toEqual({ google: false, oidc: { name: 'Mi Empresa' }, supportEmail: null })
  })

  it('goes to the provider and back, and lands signed in with a new account and business', async () => {
    const start = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'oidc', callbackURL: '/dashboard', errorCallbackURL: '/login' },
      headers: { origin: PUBLIC_URL },
    })
    expect(start.statusCode).toBe(200)
    const { url } = start.json()
    expect(url.startsWith(provider.discoveryUrl.replace('/.well-known/openid-configuration', ''))).toBe(true)

    const callback = new URL(await provider.signIn(url, 'ana'))
    const back = await app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: cookieHeader([start]) },
    })
    expect(back.statusCode).toBe(302)
    expect(back.headers.location).toBe('/dashboard')

    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieHeader([back]) } })
    expect(me.statusCode).toBe(200)
    expect(me.json().user).toMatchObject({
      name: 'Persona ana',
      email: 'ana@example.com',
      profilePicture: 'https://img.example/ana.png',
      authProvider: 'Mi Empresa',
      // A federated sign-up chooses no country: the spec's default one, whose currency the owner can change.
      business: { name: 'Persona ana', language: 'es', country: 'CO', currency: 'COP' },
    })
  })
})

describe('sign-in with Google', () => {
  it('sends the person to Google asking them to choose the account', async () => {
    const google = await createTestApp({
      publicUrl: PUBLIC_URL,
      google: { clientId: 'id.apps', clientSecret: 'shh' },
    })
    try {
      expect((await google.inject({ method: 'GET', url: '/api/auth-providers' })).json()).toEqual({
        google: true,
        oidc: null,
        supportEmail: null,
      })
      const start = await google.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        payload: { provider: 'google', callbackURL: '/dashboard', errorCallbackURL: '/login' },
        headers: { origin: PUBLIC_URL },
      })
      const url = new URL(start.json().url)
      expect(url.host).toBe('accounts.google.com')
      expect(url.searchParams.get('prompt')).toBe('select_account')
      expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/callback/google`)
    } finally {
      await google.close()
    }
  })
})

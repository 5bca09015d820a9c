import { createHmac } from 'node:crypto'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'

// Shared by the security tests: an authenticator app's code, sign-ins from an address of their own (the
// sign-in rate limits count per address), and the cookies a browser would keep.

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** The 6-digit TOTP (RFC 6238, SHA-1, 30 s) of a base32 secret, as an authenticator app computes it. */
export function totp(secret: string, at = Date.now()): string {
  let bits = ''
  for (const character of secret.replace(/=+$/, '').toUpperCase()) {
    bits += BASE32.indexOf(character).toString(2).padStart(5, '0')
  }
  const key = Buffer.from(bits.match(/.{8}/g)?.map((byte) => Number.parseInt(byte, 2)) ?? [])
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)))
  const digest = createHmac('sha1', key).update(counter).digest()
  const offset = (digest.at(-1) ?? 0) & 0xf
  const value = digest.readUInt32BE(offset) & 0x7fffffff
  return String(value % 1_000_000).padStart(6, '0')
}

/** A browser's cookie jar: the cookies of these answers, later ones replacing earlier ones, expired ones gone. */
export function cookiesOf(...responses: LightMyRequestResponse[]): string {
  const jar = new Map<string, string>()
  for (const response of responses) {
    for (const cookie of response.cookies) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() <= Date.now())
      if (expired || cookie.value === '') jar.delete(cookie.name)
      else jar.set(cookie.name, cookie.value)
    }
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
}

let addresses = 0
/** An address no other test signs in from. */
export const freshAddress = () => {
  const n = ++addresses
  return `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}`
}

/** Signs in with the password from `remoteAddress`, as the login form does. */
export function signInWithPassword(
  app: FastifyInstance,
  account: { email: string; password: string },
  remoteAddress: string,
  userAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
) {
  return app.inject({
    method: 'POST',
    url: '/api/sessions',
    remoteAddress,
    payload: { email: account.email, password: account.password },
    headers: { 'user-agent': userAgent, 'accept-language': 'es' },
  })
}

/** Calls the API with these cookies from `remoteAddress`. */
export function callWith(
  app: FastifyInstance,
  cookie: string,
  remoteAddress: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return app.inject({ method, url, payload, remoteAddress, headers: { cookie, 'accept-language': 'es' } })
}

/** Whether these cookies are signed in (`GET /api/me` names a user). */
export async function isSignedIn(app: FastifyInstance, cookie: string): Promise<boolean> {
  const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })
  return me.json().user !== null
}

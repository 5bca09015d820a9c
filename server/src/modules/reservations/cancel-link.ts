import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { serverSecrets } from '../../db/schema.ts'

// The client's cancel link (`/m/:slug/reservar/cancelar?token=…`): the appointment's id, its cancel nonce and
// an expiry, signed with a key of the server's. Nothing of it is stored: a new nonce (the owner moved the
// booking) or the expiry passing makes every link sent before useless.

const SECRET_NAME = 'reservation-links'

/**
 * The key that signs cancel links: made by the first server that needs it and kept in `server_secrets`, so
 * every server of a deployment signs and checks alike. Its own key: a leaked session key signs no links.
 */
export async function readLinkSecret(db: Database): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
  const [stored] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME))
  if (!stored) throw new Error('The cancel links key could not be stored.')
  return stored.value
}

export type CancelLinkClaim = { appointmentId: string; nonce: string; expiresAt: Date }

const signature = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`cancel:${payload}`).digest('base64url')

/** A signed token for the claim: `<id>.<nonce>.<expiry in seconds>.<HMAC>`, all URL-safe. */
export function signCancelToken(secret: string, claim: CancelLinkClaim): string {
  const payload = `${claim.appointmentId}.${claim.nonce}.${Math.floor(claim.expiresAt.getTime() / 1000)}`
  return `${payload}.${signature(secret, payload)}`
}

export type CancelTokenCheck = { claim: CancelLinkClaim } | { refusal: 'invalid' | 'expired' }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Checks a token's signature (in constant time) and then its expiry at `now`. */
export function readCancelToken(secret: string, token: string, now: Date): CancelTokenCheck {
  const parts = token.split('.')
  if (parts.length !== 4) return { refusal: 'invalid' }
  const [appointmentId = '', nonce = '', expiry = '', given = ''] = parts
  if (!UUID.test(appointmentId) || !/^\d{1,12}$/.test(expiry)) return { refusal: 'invalid' }
  const expected = Buffer.from(signature(secret, `${appointmentId}.${nonce}.${expiry}`))
  const actual = Buffer.from(given)
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { refusal: 'invalid' }
  const expiresAt = new Date(Number(expiry) * 1000)
  if (expiresAt <= now) return { refusal: 'expired' }
  return { claim: { appointmentId, nonce, expiresAt } }
}

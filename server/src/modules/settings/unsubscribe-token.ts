import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { UNSUBSCRIBE_TOPICS, type UnsubscribeTopic } from '#domain/settings/user-settings.schema.ts'
import type { Database } from '../../db/database.ts'
import { serverSecrets } from '../../db/schema.ts'

// The one-click unsubscribe link of a non-essential e-mail (`/unsubscribe/<token>`): the user's id and the
// toggle it turns off, signed with a key of the server's. Nothing is stored; the link does not expire (a
// months-old newsletter must still let its reader out), and all it can ever do is turn that one toggle off.

const SECRET_NAME = 'unsubscribe-links'

/**
 * The key that signs unsubscribe links: made by the first server that needs it and kept in `server_secrets`
 * (every server of a deployment signs and checks alike). Its own key, as the cancel links have theirs.
 */
export async function readUnsubscribeSecret(db: Database): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
  const [stored] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME))
  if (!stored) throw new Error('The unsubscribe links key could not be stored.')
  return stored.value
}

export type UnsubscribeClaim = { userId: string; topic: UnsubscribeTopic }

const signature = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url')

/** `<user id>.<topic>.<HMAC>`, all URL-safe. */
export function signUnsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  const payload = `${claim.userId}.${claim.topic}`
  return `${payload}.${signature(secret, payload)}`
}

const USER_ID = /^[0-9A-Za-z-]{1,64}$/

/** The claim of a token whose signature holds (checked in constant time), or undefined for any other. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | undefined {
  const parts = token.split('.')
  if (parts.length !== 3) return undefined
  const [userId = '', topic = '', given = ''] = parts
  if (!USER_ID.test(userId) || !(UNSUBSCRIBE_TOPICS as readonly string[]).includes(topic)) return undefined
  const expected = Buffer.from(signature(secret, `${userId}.${topic}`))
  const actual = Buffer.from(given)
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined
  return { userId, topic: topic as UnsubscribeTopic }
}

/** The signed address of the unsubscribe page for this user and toggle. */
export async function unsubscribeUrl(db: Database, publicUrl: string, claim: UnsubscribeClaim) {
  const token = signUnsubscribeToken(await readUnsubscribeSecret(db), claim)
  return `${publicUrl}/unsubscribe/${token}`
}

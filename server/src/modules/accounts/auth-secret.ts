import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { serverSecrets } from '../../db/schema.ts'

const NAME = 'auth'

/**
 * The key that signs session cookies: AUTH_SECRET when set, else one the first server made and stored, so a
 * fresh install works with no configuration and every server of a deployment signs alike.
 */
export async function getAuthSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured
  await db
    .insert(serverSecrets)
    .values({ name: NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
  const [stored] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, NAME))
  if (!stored) throw new Error('The session key could not be stored.')
  return stored.value
}

import { eq, isNotNull } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { users } from '../../db/schema.ts'

const profileColumns = {
  name: users.name,
  email: users.email,
  phone: users.phone,
  countryCode: users.countryCode,
  phoneCountry: users.phoneCountry,
  address: users.address,
  city: users.city,
  country: users.country,
  image: users.image,
  pendingEmail: users.pendingEmail,
}

export type ProfileRow = { [K in keyof typeof profileColumns]: (typeof users.$inferSelect)[K] }
export type ProfileValues = Pick<
  ProfileRow,
  'name' | 'phone' | 'phoneCountry' | 'address' | 'city' | 'country'
>

/** The profile fields of one user (their own: every query here is by the session's user id). */
export async function findProfile(db: Database, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId))
  return row
}

export async function updateProfile(
  db: Database,
  userId: string,
  values: ProfileValues,
): Promise<ProfileRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning(profileColumns)
  return row
}

/**
 * Sets the user's photo (an address under /media, or null) and answers the profile with the address it
 * replaced, read in the same transaction, so its files can be deleted.
 */
export async function replacePhoto(db: Database, userId: string, image: string | null) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ image: users.image })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
    if (!before) return undefined
    const [row] = await tx.update(users).set({ image }).where(eq(users.id, userId)).returning(profileColumns)
    return row && { row, previous: before.image }
  })
}

/** The address a change of e-mail waits a code for, or null for none. */
export async function setPendingEmail(db: Database, userId: string, email: string | null) {
  await db.update(users).set({ pendingEmail: email }).where(eq(users.id, userId))
}

/** Every photo address users have: the image sweep keeps their files. */
export async function listPhotoAddresses(db: Database): Promise<string[]> {
  const rows = await db.select({ image: users.image }).from(users).where(isNotNull(users.image))
  return rows.flatMap((row) => (row.image ? [row.image] : []))
}

import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { businesses, userSettings, users } from '../../db/schema.ts'

export type SettingsRow = typeof userSettings.$inferSelect
export type SettingsColumns = Partial<Omit<typeof userSettings.$inferInsert, 'userId' | 'updatedAt'>>

/** The user's settings row, made with the column defaults (the spec's, §9) when they have none yet. */
export async function findOrCreateSettings(db: Database, userId: string): Promise<SettingsRow> {
  const [existing] = await db.select().from(userSettings).where(eq(userSettings.userId, userId))
  if (existing) return existing
  await db.insert(userSettings).values({ userId }).onConflictDoNothing()
  const [created] = await db.select().from(userSettings).where(eq(userSettings.userId, userId))
  if (!created) throw new Error(`No settings row for user ${userId}`)
  return created
}

/**
 * Writes the given columns of the user's settings in one statement, making the row with the defaults for the
 * rest when there is none (two first saves at once cannot both insert).
 */
export async function upsertSettings(
  db: Database,
  userId: string,
  columns: SettingsColumns,
): Promise<SettingsRow> {
  const [row] = await db
    .insert(userSettings)
    .values({ userId, ...columns })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...columns, updatedAt: new Date() } })
    .returning()
  if (!row) throw new Error(`No settings row for user ${userId}`)
  return row
}

/**
 * Who owns a business and what they let it e-mail: the owner's id, address and language, and their toggles
 * (the defaults when they never saved any). Undefined for a business without an owner.
 */
export async function findOwnerNotices(db: Database, businessId: string) {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      businessLanguage: businesses.language,
      settings: userSettings,
    })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerUserId))
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(businesses.id, businessId))
  return row
}

/** The settings of the account with this e-mail, if it has saved any. */
export async function findSettingsByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ settings: userSettings })
    .from(users)
    .innerJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(users.email, email.toLowerCase()))
  return row?.settings
}

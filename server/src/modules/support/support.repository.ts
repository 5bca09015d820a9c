import { desc, eq } from 'drizzle-orm'
import type { SupportMessage } from '#domain/support/support-message.schema.ts'
import type { Database } from '../../db/database.ts'
import { businesses, supportMessages, users } from '../../db/schema.ts'
import type { Language } from '../../shared/i18n/language.ts'

/** Who a support message comes from: the session's business and the account that owns it. */
export type SupportSender = {
  businessId: string
  businessName: string
  businessSlug: string
  userId: string
  accountName: string
  accountEmail: string
}

/**
 * The business and its owner's account. The session's business is the one its account owns (require-business),
 * so the owner is the account that is signed in.
 */
export async function findSender(db: Database, businessId: string): Promise<SupportSender | undefined> {
  const [row] = await db
    .select({
      businessId: businesses.id,
      businessName: businesses.name,
      businessSlug: businesses.slug,
      userId: users.id,
      accountName: users.name,
      accountEmail: users.email,
    })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerUserId))
    .where(eq(businesses.id, businessId))
  return row
}

/** Stores one support message of a business; answers its id. */
export async function insertSupportMessage(
  db: Database,
  sender: Pick<SupportSender, 'businessId' | 'userId'>,
  message: SupportMessage,
  language: Language,
): Promise<string> {
  const [row] = await db
    .insert(supportMessages)
    .values({
      businessId: sender.businessId,
      userId: sender.userId,
      firstName: message.nombre,
      lastName: message.apellido,
      email: message.correo,
      phone: message.telefono,
      message: message.mensaje,
      language,
    })
    .returning({ id: supportMessages.id })
  return (row as { id: string }).id
}

/** The business's latest support messages, newest first. */
export function findLatestSupportMessages(db: Database, businessId: string, limit: number) {
  return db
    .select({
      id: supportMessages.id,
      message: supportMessages.message,
      createdAt: supportMessages.createdAt,
    })
    .from(supportMessages)
    .where(eq(supportMessages.businessId, businessId))
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
    .limit(limit)
}

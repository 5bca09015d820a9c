import { asc, eq } from 'drizzle-orm'
import type { ChatMessage } from '#domain/chat/chat.schema.ts'
import type { Database } from '../../db/database.ts'
import { chatConversations, chatMessages } from '../../db/schema.ts'
import type { Language } from '../../shared/i18n/language.ts'

export type ConversationRow = typeof chatConversations.$inferSelect
type NewMessage = { sender: ChatMessage['sender']; text: string; createdAt: Date }

const toMessage = (row: typeof chatMessages.$inferSelect): ChatMessage => ({
  id: row.id,
  sender: row.sender,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
})

/** Stores a new conversation and answers its id. */
export async function insertConversation(
  db: Database,
  values: { secretHash: string; language: Language; clientAddress: string },
): Promise<string> {
  const [row] = await db.insert(chatConversations).values(values).returning({ id: chatConversations.id })
  return (row as { id: string }).id
}

/** One conversation by id, or undefined. */
export async function findConversation(db: Database, id: string): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id))
  return row
}

/** Appends messages to a conversation (and marks it updated); answers them in the order given. */
export async function insertMessages(
  db: Database,
  conversationId: string,
  messages: NewMessage[],
): Promise<ChatMessage[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(chatMessages)
      .values(messages.map((message) => ({ ...message, conversationId })))
      .returning()
    await tx
      .update(chatConversations)
      .set({ updatedAt: new Date() })
      .where(eq(chatConversations.id, conversationId))
    // Each message carries its own time, so the stored order is that of `messages`.
    return rows.map(toMessage).sort((a, b) => a.createdAt.localeCompare(b.createdAt))
  })
}

/** A conversation's messages, oldest first. */
export async function findMessages(db: Database, conversationId: string): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(asc(chatMessages.createdAt))
  return rows.map(toMessage)
}

/** Keeps the visitor's email. */
export async function updateConversationEmail(db: Database, id: string, email: string): Promise<void> {
  await db.update(chatConversations).set({ email }).where(eq(chatConversations.id, id))
}

/** Notes when the conversation was mailed to the support address. */
export async function markForwarded(db: Database, id: string, at: Date): Promise<void> {
  await db.update(chatConversations).set({ forwardedAt: at }).where(eq(chatConversations.id, id))
}

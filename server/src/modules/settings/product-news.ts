import { and, eq, isNotNull } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/database.ts'
import { businesses, userSettings, users } from '../../db/schema.ts'
import { escapeHtml } from '../../shared/html.ts'
import type { Language } from '../../shared/i18n/language.ts'
import { type Mailer, withUnsubscribe } from '../mail/index.ts'
import { unsubscribeUrl } from './unsubscribe-token.ts'

/** One piece of product news, written in each language the app speaks (the reader's is chosen). */
export type ProductNews = Record<Language, { subject: string; body: string }>

export type ProductNewsDeps = { db: Database; mailer: Mailer; publicUrl: string; log: FastifyBaseLogger }

/**
 * The owners who asked for product news (Notificaciones → marketing, off unless they turned it on) and have
 * confirmed their address: nobody who never chose them, and no unconfirmed address, gets marketing.
 */
function listNewsReaders(db: Database) {
  return db
    .select({ userId: users.id, email: users.email, language: userSettings.language })
    .from(users)
    .innerJoin(userSettings, eq(userSettings.userId, users.id))
    .innerJoin(businesses, eq(businesses.ownerUserId, users.id))
    .where(
      and(eq(userSettings.notifyMarketing, true), eq(users.emailVerified, true), isNotNull(businesses.id)),
    )
}

/**
 * Mails product news to every owner whose marketing toggle is on, in their language, each with its one-click
 * unsubscribe (link and List-Unsubscribe headers). A failed send is logged and the others still go. Answers
 * how many were sent.
 */
export async function sendProductNews(deps: ProductNewsDeps, news: ProductNews): Promise<number> {
  let sent = 0
  for (const reader of await listNewsReaders(deps.db)) {
    const { subject, body } = news[reader.language]
    const url = await unsubscribeUrl(deps.db, deps.publicUrl, { userId: reader.userId, topic: 'marketing' })
    const paragraphs = body.split(/\n{2,}/).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    const mail = { to: reader.email, subject, text: `${body.trim()}\n`, html: paragraphs.join('') }
    try {
      await deps.mailer.send(withUnsubscribe(mail, url, 'marketing', reader.language))
      sent += 1
    } catch (error) {
      deps.log.error({ err: error, userId: reader.userId }, 'product news could not be sent')
    }
  }
  return sent
}

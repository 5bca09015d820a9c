import { asc, eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import type { Database } from '../../db/database.ts'
import { outbox } from '../../db/schema.ts'

/** A file sent with an email (a booking's calendar invitation). */
export type MailAttachment = { filename: string; content: string; contentType: string }

/**
 * One email: plain text and HTML of the same message, files, and extra headers (a non-essential mail's
 * one-click unsubscribe, RFC 8058). The outbox keeps all of it.
 */
export type Mail = {
  to: string
  subject: string
  text: string
  html: string
  attachments?: MailAttachment[]
  headers?: Record<string, string>
}

export type Mailer = {
  send: (mail: Mail) => Promise<void>
  /**
   * Sends what was written to the outbox table as part of another transaction (a booking's reminder, a
   * WhatsApp message's fallback) and deletes it; answers how many went. Without SMTP the outbox is where mail stays, so nothing is sent.
   */
  deliverOutbox: () => Promise<number>
  close: () => void
}

const FROM = 'Vitrina <no-reply@vitrina.local>'

/**
 * Sends email over `smtpUrl` (nodemailer); without one, keeps each message in the outbox table and logs it,
 * so a fresh install with no mail server still lets its operator read a recovery code.
 */
export function createMailer(options: {
  smtpUrl: string | undefined
  db: Database
  log: FastifyBaseLogger
}): Mailer {
  const { smtpUrl, db, log } = options
  if (!smtpUrl) {
    return {
      send: async (mail) => {
        await writeToOutbox(db, mail)
        log.info(
          { to: mail.to, subject: mail.subject, text: mail.text },
          'email kept in the outbox (no SMTP_URL)',
        )
      },
      deliverOutbox: async () => 0,
      close: () => {},
    }
  }
  const transport = nodemailer.createTransport(smtpUrl)
  const send = async (mail: Mail) => {
    await transport.sendMail({ from: FROM, ...mail })
  }
  return { send, deliverOutbox: () => deliverOutbox(db, send), close: () => transport.close() }
}

/**
 * Writes a message to the outbox table, files and headers included: in the caller's transaction, for the
 * mailer to deliver after the commit (`deliverOutbox`), so that it goes if and only if the write stands.
 */
export async function writeToOutbox(db: Database, mail: Mail): Promise<void> {
  await db.insert(outbox).values({
    recipient: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers ?? null,
    attachments: mail.attachments && mail.attachments.length > 0 ? mail.attachments : null,
  })
}

const OUTBOX_BATCH = 20

/**
 * Sends the outbox's oldest messages, each claimed with `FOR UPDATE SKIP LOCKED` (another server takes the
 * others) and deleted in the same transaction once SMTP took it. A crash between the two sends it again on
 * the next run: at least once, never lost.
 */
async function deliverOutbox(db: Database, send: (mail: Mail) => Promise<void>): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(outbox)
      .orderBy(asc(outbox.createdAt))
      .limit(OUTBOX_BATCH)
      .for('update', { skipLocked: true })
    for (const row of rows) {
      await send({
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        html: row.html,
        ...(row.headers ? { headers: row.headers } : {}),
        ...(row.attachments ? { attachments: row.attachments } : {}),
      })
      await tx.delete(outbox).where(eq(outbox.id, row.id))
    }
    return rows.length
  })
}

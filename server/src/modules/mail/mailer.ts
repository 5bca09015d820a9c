import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import type { Database } from '../../db/database.ts'
import { outbox } from '../../db/schema.ts'

/** One email: plain text and HTML of the same message. */
export type Mail = { to: string; subject: string; text: string; html: string }

export type Mailer = { send: (mail: Mail) => Promise<void>; close: () => void }

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
        await db
          .insert(outbox)
          .values({ recipient: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
        log.info(
          { to: mail.to, subject: mail.subject, text: mail.text },
          'email kept in the outbox (no SMTP_URL)',
        )
      },
      close: () => {},
    }
  }
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    send: async (mail) => {
      await transport.sendMail({ from: FROM, ...mail })
    },
    close: () => transport.close(),
  }
}

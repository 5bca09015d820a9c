import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A caught message; its files (a booking's calendar invitation) as text. */
export type CaughtMail = {
  to: string
  subject: string
  text: string
  html: string
  attachments: { filename: string; contentType: string; content: string }[]
  /** Every header as sent, by its lower-case name (List-Unsubscribe, say). */
  headers: Record<string, string>
}

/**
 * A real SMTP listener on a local port (a free one unless given) (tests receive mail as a mail server would):
 * `smtpUrl` for the app, `nextMail(to)` for the next message to that address.
 */
export async function startMailCatcher(options: { port?: number } = {}) {
  const caught: CaughtMail[] = []
  type Waiter = { to: string; accepts: (mail: CaughtMail) => boolean; resolve: (mail: CaughtMail) => void }
  const waiting: Waiter[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then((parsed) => {
        for (const recipient of session.envelope.rcptTo) {
          const mail = {
            to: recipient.address,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            attachments: parsed.attachments.map((file) => ({
              filename: file.filename ?? '',
              contentType: file.contentType,
              content: file.content.toString('utf8'),
            })),
            headers: Object.fromEntries(
              parsed.headerLines.map(({ key, line }) => [
                key,
                line
                  .slice(line.indexOf(':') + 1)
                  .replace(/\r?\n/g, '')
                  .trim(),
              ]),
            ),
          }
          const waiter = waiting.findIndex((entry) => entry.to === mail.to && entry.accepts(mail))
          if (waiter >= 0) waiting.splice(waiter, 1)[0]?.resolve(mail)
          else caught.push(mail)
        }
        callback()
      }, callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    /**
     * The next mail to `to` (that `accepts`, when given: the support address gets mail from several
     * journeys at once, and each takes only its own, leaving the others').
     */
    nextMail(
      to: string,
      timeoutMs = 5000,
      accepts: (mail: CaughtMail) => boolean = () => true,
    ): Promise<CaughtMail> {
      const index = caught.findIndex((mail) => mail.to === to && accepts(mail))
      if (index >= 0) return Promise.resolve(caught.splice(index, 1)[0] as CaughtMail)
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          to,
          accepts,
          resolve: (mail: CaughtMail) => {
            clearTimeout(timer)
            resolve(mail)
          },
        }
        // A wait that timed out stops waiting: the next mail to this address is kept for the next taker.
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1)
          reject(new Error(`No mail to ${to} within ${timeoutMs} ms`))
        }, timeoutMs)
        waiting.push(waiter)
      })
    },
    /** Whether any mail to this address has arrived and not been taken. */
    hasMail: (to: string) => caught.some((mail) => mail.to === to),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The 4-character code in a code email (the code alphabet: no 0, O, 1, I or L). */
export const codeIn = (mail: CaughtMail) => mail.text.match(/^[2-9A-HJKMNP-Z]{4}$/m)?.[0] ?? ''

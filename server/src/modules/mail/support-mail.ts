import type { FastifyBaseLogger } from 'fastify'
import { type HtmlSafe, html } from '../../shared/html.ts'
import type { Language } from '../../shared/i18n/language.ts'
import type { Mail, Mailer } from './mailer.ts'

// The parts the mails to the support team share (a lead, a support message, a chat conversation): in
// Spanish, the team's language, with what a visitor or owner typed escaped in the HTML by the `html` tag.

/** The language someone wrote from, named for the team, so the answer can be in it. */
export const LANGUAGE_NAMES: Record<Language, string> = { es: 'español', en: 'inglés' }

/** Labelled values: who wrote, how to reach them, from where. */
export type MailRows = readonly (readonly [label: string, value: string])[]

/** The rows as "Label: value" lines, for the plain-text part. */
export function rowsText(rows: MailRows): string {
  return rows.map(([label, value]) => `${label}: ${value}`).join('\n')
}

/** The rows as an HTML table. */
export function rowsTable(rows: MailRows): HtmlSafe {
  return html`<table>${rows.map(([label, value]) => html`<tr><th align="left">${label}</th><td>${value}</td></tr>`)}</table>`
}

/** Text someone typed, for the HTML part: escaped, its line breaks kept. */
export function typedText(text: string): HtmlSafe {
  return html`${text.split('\n').map((line, index) => (index === 0 ? line : [html`<br>`, line]))}`
}

/** A header value: a line break typed into a name must not start another header. */
export function headerLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ')
}

export type SupportMailer = {
  mailer: Mailer
  log: FastifyBaseLogger
  /** Where the team reads (SUPPORT_EMAIL); without it things are only stored. */
  supportEmail: string | undefined
}

/**
 * Mails the team about something already stored (`what`, with its ids in `context` for the log): without a
 * support address, or when sending fails, the log says so and nothing is lost. `compose` runs only when
 * there is an address to send to. Answers whether the mail went out.
 */
export async function mailSupport(
  { mailer, log, supportEmail }: SupportMailer,
  what: string,
  context: Record<string, unknown>,
  compose: (to: string) => Mail | Promise<Mail>,
): Promise<boolean> {
  if (!supportEmail) {
    log.warn(context, `${what} stored but not mailed: SUPPORT_EMAIL is not set`)
    return false
  }
  try {
    await mailer.send(await compose(supportEmail))
    return true
  } catch (error) {
    log.error({ err: error, ...context }, `${what} stored but could not be mailed`)
    return false
  }
}

import type { Mail } from './mailer.ts'

/** A short notice of a few paragraphs, as plain text and as HTML (the texts are ours, never typed by anyone). */
export function noticeEmail(to: string, { subject, lines }: { subject: string; lines: string[] }): Mail {
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}\n`,
    html: lines.map((line) => `<p>${line}</p>`).join(''),
  }
}

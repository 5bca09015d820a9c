import type { SupportMessage } from '#domain/support/support-message.schema.ts'
import type { Language } from '../../i18n/language.ts'
import type { Mail } from '../mail/mailer.ts'
import { html } from '../public-menu/html.ts'
import type { SupportSender } from './support.repository.ts'

const LANGUAGE_NAMES: Record<Language, string> = { es: 'español', en: 'inglés' }

/**
 * The email that brings an owner's support message to the support team (issue 8 item 4). In Spanish, the
 * team's language; it names the business and the account, and the language the owner wrote from. Every
 * value the owner typed goes into the HTML escaped (the `html` tag), never as markup.
 */
export function supportEmail(
  to: string,
  sender: SupportSender,
  message: SupportMessage,
  language: Language,
): Mail {
  const name = `${message.nombre} ${message.apellido}`
  const rows: [string, string][] = [
    ['Nombre', name],
    ['Correo', message.correo],
    ['Teléfono', message.telefono || '—'],
    ['Negocio', `${sender.businessName} (${sender.businessSlug})`],
    ['Cuenta', `${sender.accountName} <${sender.accountEmail}>`],
    ['Idioma', LANGUAGE_NAMES[language]],
  ]
  const text = `${rows.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\nMensaje:\n${message.mensaje}\n`
  const lines = message.mensaje.split('\n').map((line, index) => (index === 0 ? line : [html`<br>`, line]))
  const body = html`<table>${rows.map(
    ([label, value]) => html`<tr><th align="left">${label}</th><td>${value}</td></tr>`,
  )}</table><p><strong>Mensaje:</strong></p><p>${lines}</p>`
  return {
    to,
    // A header: a line break typed into a name must not start another header.
    subject: `Soporte: ${name} (${sender.businessName})`.replace(/[\r\n]+/g, ' '),
    text,
    html: body.toString(),
  }
}

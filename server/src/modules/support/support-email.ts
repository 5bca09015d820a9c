import type { SupportMessage } from '#domain/support/support-message.schema.ts'
import { html } from '../../shared/html.ts'
import type { Language } from '../../shared/i18n/language.ts'
import type { Mail } from '../mail/index.ts'
import { headerLine, LANGUAGE_NAMES, rowsTable, rowsText, typedText } from '../mail/index.ts'
import type { SupportSender } from './support.repository.ts'

/**
 * The email that brings an owner's support message to the support team (decision 019). In Spanish, the
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
  return {
    to,
    subject: headerLine(`Soporte: ${name} (${sender.businessName})`),
    text: `${rowsText(rows)}\n\nMensaje:\n${message.mensaje}\n`,
    html: html`${rowsTable(rows)}<p><strong>Mensaje:</strong></p><p>${typedText(message.mensaje)}</p>`.toString(),
  }
}

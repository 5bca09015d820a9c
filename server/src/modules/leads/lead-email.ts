import type { Contact } from '#domain/leads/contact.schema.ts'
import { html } from '../../shared/html.ts'
import type { Language } from '../../shared/i18n/language.ts'
import type { Mail } from '../mail/index.ts'
import { headerLine, LANGUAGE_NAMES, rowsTable, rowsText, typedText } from '../mail/index.ts'

/**
 * The email that tells the support team about a new lead. In Spanish, the team's language;
 * it says which language the visitor wrote from so the answer can be in it.
 */
export function leadEmail(to: string, lead: Contact, language: Language): Mail {
  const rows: [string, string][] = [
    ['Nombre', lead.name],
    ['Email', lead.email],
    ['Teléfono', lead.phone ? `${lead.phonePrefix} ${lead.phone}` : '—'],
    ['Empresa', lead.company || '—'],
    ['Sector', lead.industry],
    ['Idioma', LANGUAGE_NAMES[language]],
  ]
  return {
    to,
    subject: headerLine(`Nuevo contacto desde la web: ${lead.name}`),
    text: `${rowsText(rows)}\n\nMensaje:\n${lead.message}\n`,
    html: html`${rowsTable(rows)}<p><strong>Mensaje:</strong></p><p>${typedText(lead.message)}</p>`.toString(),
  }
}

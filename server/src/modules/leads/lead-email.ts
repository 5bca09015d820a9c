import type { Contact } from '#domain/leads/contact.schema.ts'
import type { Language } from '../../i18n/language.ts'
import type { Mail } from '../mail/mailer.ts'

const LANGUAGE_NAMES: Record<Language, string> = { es: 'español', en: 'inglés' }

/** Everything a visitor typed goes into the HTML as text, never as markup. */
function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/**
 * The email that tells the support team about a new lead (issue 8 item 2). In Spanish, the team's language;
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
  const text = `${rows.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\nMensaje:\n${lead.message}\n`
  const table = rows
    .map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('')
  const message = escapeHtml(lead.message).replaceAll('\n', '<br>')
  return {
    to,
    subject: `Nuevo contacto desde la web: ${lead.name.replace(/[\r\n]+/g, ' ')}`,
    text,
    html: `<table>${table}</table><p><strong>Mensaje:</strong></p><p>${message}</p>`,
  }
}

import { escapeHtml } from '../../shared/html.ts'
import type { Language } from '../../shared/i18n/language.ts'
import type { Mail } from './mailer.ts'

const texts = {
  es: {
    subject: 'El correo de tu cuenta de Vitrina cambió',
    changed: (address: string) =>
      `Tu cuenta de Vitrina ahora usa ${address}. Este correo ya no sirve para entrar.`,
    notYou:
      'Si no fuiste tú, escríbenos respondiendo a este mensaje o desde la página de ayuda de Vitrina cuanto antes.',
  },
  en: {
    subject: 'The email of your Vitrina account changed',
    changed: (address: string) =>
      `Your Vitrina account now uses ${address}. This address no longer signs you in.`,
    notYou: 'If it was not you, tell us at once by replying to this message or from the Vitrina help page.',
  },
} satisfies Record<Language, { subject: string; changed: (address: string) => string; notYou: string }>

/**
 * Tells the address an account used to have that it moved to `newAddress` (security mail: always sent, no
 * toggle turns it off), in the owner's language.
 */
export function emailChangedEmail(to: string, newAddress: string, language: Language): Mail {
  const { subject, changed, notYou } = texts[language]
  return {
    to,
    subject,
    text: `${changed(newAddress)}\n\n${notYou}\n`,
    // The new address was typed by a person: escaped like any owner text.
    html: `<p>${escapeHtml(changed(newAddress))}</p><p>${notYou}</p>`,
  }
}

import { normalizeCode } from '#domain/accounts/account.schema.ts'
import type { Language } from '../../shared/i18n/language.ts'
import type { Mail } from './mailer.ts'

/**
 * What an emailed code is for: recovering an account, signing in without a password, confirming the email,
 * or moving the account to a new address (mailed to the new one).
 */
export type CodePurpose = 'recovery' | 'sign-in' | 'verification' | 'email-change'

const texts = {
  recovery: {
    es: {
      subject: 'Tu código para recuperar tu cuenta de Vitrina',
      lead: 'Usa este código para crear una contraseña nueva:',
      expiry: 'Caduca en 10 minutos. Si no lo pediste, ignora este mensaje: tu contraseña sigue igual.',
    },
    en: {
      subject: 'Your code to recover your Vitrina account',
      lead: 'Use this code to set a new password:',
      expiry:
        'It expires in 10 minutes. If you did not ask for it, ignore this message: your password is unchanged.',
    },
  },
  'sign-in': {
    es: {
      subject: 'Tu código para entrar en Vitrina',
      lead: 'Usa este código para iniciar sesión:',
      expiry: 'Caduca en 10 minutos. Si no lo pediste, ignora este mensaje.',
    },
    en: {
      subject: 'Your code to sign in to Vitrina',
      lead: 'Use this code to sign in:',
      expiry: 'It expires in 10 minutes. If you did not ask for it, ignore this message.',
    },
  },
  verification: {
    es: {
      subject: 'Confirma tu correo en Vitrina',
      lead: 'Escribe este código en Vitrina para confirmar tu correo y publicar tu menú:',
      expiry:
        'Caduca en 10 minutos; desde Vitrina puedes pedir otro. Si no creaste una cuenta, ignora este mensaje.',
    },
    en: {
      subject: 'Confirm your email on Vitrina',
      lead: 'Type this code in Vitrina to confirm your email and publish your menu:',
      expiry:
        'It expires in 10 minutes; you can ask Vitrina for another. If you did not create an account, ignore this message.',
    },
  },
  'email-change': {
    es: {
      subject: 'Tu código para cambiar el correo de tu cuenta de Vitrina',
      lead: 'Escribe este código en Mi perfil para que tu cuenta de Vitrina use esta dirección:',
      expiry: 'Caduca en 10 minutos. Si no lo pediste, ignora este mensaje: la cuenta no cambia.',
    },
    en: {
      subject: 'Your code to change the email of your Vitrina account',
      lead: 'Type this code in My profile so that your Vitrina account uses this address:',
      expiry: 'It expires in 10 minutes. If you did not ask for it, ignore this message: nothing changes.',
    },
  },
} satisfies Record<CodePurpose, Record<Language, Record<string, string>>>

/** An email carrying a 4-character code (decision 010), in the reader's language, as text and HTML. */
export function codeEmail(to: string, code: string, purpose: CodePurpose, language: Language): Mail {
  const { subject, lead, expiry } = texts[purpose][language]
  // The code is characters we made from the code alphabet; nothing anyone typed goes into the HTML.
  const characters = normalizeCode(code)
  return {
    to,
    subject,
    text: `${lead}\n\n${characters}\n\n${expiry}\n`,
    html: `<p>${lead}</p><p style="font-size:28px;letter-spacing:8px;font-weight:bold">${characters}</p><p>${expiry}</p>`,
  }
}

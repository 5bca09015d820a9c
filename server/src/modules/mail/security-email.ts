import { normalizeCode } from '#domain/accounts/account.schema.ts'
import type { Language } from '../../shared/i18n/language.ts'
import type { Mail } from './mailer.ts'

// The e-mails of an account's security (decisions 041 and 042): essential ones, sent whatever the
// notification toggles say, because they tell the owner of a change they may not have made.

type Paragraphs = { subject: string; lines: string[] }

const passwordChanged = {
  es: {
    subject: 'Cambiaste la contraseña de tu cuenta de Vitrina',
    lines: [
      'La contraseña de tu cuenta de Vitrina acaba de cambiar, y cerramos las sesiones abiertas en tus otros dispositivos.',
      'Si fuiste tú, no tienes que hacer nada.',
      'Si no fuiste tú, recupera tu cuenta ahora desde «¿Olvidaste tu contraseña?» en la página de inicio de sesión.',
    ],
  },
  en: {
    subject: 'You changed the password of your Vitrina account',
    lines: [
      'The password of your Vitrina account has just changed, and we signed out the sessions open on your other devices.',
      'If it was you, you need do nothing.',
      'If it was not you, recover your account now from "Forgot your password?" on the sign-in page.',
    ],
  },
} satisfies Record<Language, Paragraphs>

const twoFactorTurned = {
  on: {
    es: {
      subject: 'Activaste la verificación en dos pasos en Vitrina',
      lines: [
        'Desde ahora, al iniciar sesión en Vitrina te pediremos también el código de tu aplicación de autenticación.',
        'Guarda tus códigos de respaldo en un lugar seguro: cada uno sirve una vez si pierdes el teléfono.',
        'Si no fuiste tú, cambia tu contraseña ahora y cierra las demás sesiones desde Configuración → Seguridad.',
      ],
    },
    en: {
      subject: 'You turned on two-step verification on Vitrina',
      lines: [
        'From now on, signing in to Vitrina will also ask for the code of your authenticator app.',
        'Keep your backup codes somewhere safe: each works once if you lose your phone.',
        'If it was not you, change your password now and close the other sessions from Settings → Security.',
      ],
    },
  },
  off: {
    es: {
      subject: 'Desactivaste la verificación en dos pasos en Vitrina',
      lines: [
        'Tu cuenta de Vitrina ya no pide el código de tu aplicación al iniciar sesión: solo tu contraseña.',
        'Si no fuiste tú, cambia tu contraseña ahora y vuelve a activarla desde Configuración → Seguridad.',
      ],
    },
    en: {
      subject: 'You turned off two-step verification on Vitrina',
      lines: [
        'Your Vitrina account no longer asks for the code of your app when you sign in: only your password.',
        'If it was not you, change your password now and turn it back on from Settings → Security.',
      ],
    },
  },
} satisfies Record<'on' | 'off', Record<Language, Paragraphs>>

const accountDeleted = {
  es: {
    subject: 'Eliminamos tu cuenta de Vitrina',
    lines: [
      'Tu cuenta de Vitrina y todo lo que tenía (tu negocio, tus catálogos, sus imágenes, tus clientes y reservas) se eliminaron, y tu menú público ya no existe.',
      'Gracias por haber usado Vitrina. Si algún día quieres volver, puedes crear una cuenta nueva cuando quieras.',
    ],
  },
  en: {
    subject: 'We deleted your Vitrina account',
    lines: [
      'Your Vitrina account and everything in it (your business, your catalogues, their images, your clients and bookings) were deleted, and your public menu no longer exists.',
      'Thank you for using Vitrina. If you ever want to come back, you can create a new account at any time.',
    ],
  },
} satisfies Record<Language, Paragraphs>

const deletionCode = {
  es: {
    subject: 'Tu código para eliminar tu cuenta de Vitrina',
    lead: 'Escribe este código en Vitrina para confirmar que quieres eliminar tu cuenta y todos sus datos:',
    expiry: 'Caduca en 10 minutos. Si no lo pediste, ignora este mensaje: tu cuenta sigue igual.',
  },
  en: {
    subject: 'Your code to delete your Vitrina account',
    lead: 'Type this code in Vitrina to confirm that you want to delete your account and all its data:',
    expiry:
      'It expires in 10 minutes. If you did not ask for it, ignore this message: your account is unchanged.',
  },
} satisfies Record<Language, Record<string, string>>

const paragraphs = (to: string, { subject, lines }: Paragraphs): Mail => ({
  to,
  subject,
  text: `${lines.join('\n\n')}\n`,
  html: lines.map((line) => `<p>${line}</p>`).join(''),
})

/** Tells the owner their password changed and their other sessions were closed. */
export const passwordChangedEmail = (to: string, language: Language): Mail =>
  paragraphs(to, passwordChanged[language])

/** Tells the owner two-step verification was turned on or off. */
export const twoFactorEmail = (to: string, turned: 'on' | 'off', language: Language): Mail =>
  paragraphs(to, twoFactorTurned[turned][language])

/** The goodbye after an account's deletion: what went, and that nothing is left. */
export const accountDeletedEmail = (to: string, language: Language): Mail =>
  paragraphs(to, accountDeleted[language])

/** The code that confirms an account's deletion when it has no password (the code alphabet, decision 010). */
export function deletionCodeEmail(to: string, code: string, language: Language): Mail {
  const { subject, lead, expiry } = deletionCode[language]
  const characters = normalizeCode(code)
  return {
    to,
    subject,
    text: `${lead}\n\n${characters}\n\n${expiry}\n`,
    html: `<p>${lead}</p><p style="font-size:28px;letter-spacing:8px;font-weight:bold">${characters}</p><p>${expiry}</p>`,
  }
}

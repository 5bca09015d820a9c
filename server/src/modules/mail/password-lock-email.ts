import type { Language } from '../../shared/i18n/language.ts'
import type { Mail } from './mailer.ts'
import { noticeEmail } from './notice-email.ts'

const texts = {
  es: {
    subject: 'Pausamos el acceso con contraseña a tu cuenta de Vitrina durante una hora',
    lines: [
      'Alguien escribió muchas contraseñas equivocadas para tu cuenta de Vitrina.',
      'Para protegerla, durante una hora no aceptaremos la contraseña. Puedes entrar igual con un código que te enviamos a este correo («Entrar con un código por email») o cambiar la contraseña desde «¿Olvidaste tu contraseña?».',
      'Si no fuiste tú, nadie entró: cambiar la contraseña por una nueva y larga es una buena idea.',
    ],
  },
  en: {
    subject: 'We paused password sign-in to your Vitrina account for an hour',
    lines: [
      'Someone typed many wrong passwords for your Vitrina account.',
      'To protect it, for an hour we will not accept the password. You can still sign in with a code we email to this address ("Email me a sign-in code"), or change the password through "Forgot your password?".',
      'If it was not you, nobody got in: changing the password to a new, long one is a good idea.',
    ],
  },
} satisfies Record<Language, { subject: string; lines: string[] }>

/** Tells an owner that their password is refused for the hour after too many wrong tries, and what still works. */
export function passwordLockEmail(to: string, language: Language): Mail {
  return noticeEmail(to, texts[language])
}

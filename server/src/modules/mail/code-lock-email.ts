import type { Language } from '../../shared/i18n/language.ts'
import type { Mail } from './mailer.ts'
import { noticeEmail } from './notice-email.ts'

const texts = {
  es: {
    subject: 'Bloqueamos los códigos de tu cuenta de Vitrina durante una hora',
    lines: [
      'Alguien escribió muchos códigos equivocados para entrar o recuperar tu cuenta de Vitrina.',
      'Para protegerla, durante una hora no enviaremos ni aceptaremos códigos para este correo. Tu contraseña sigue funcionando.',
      'Si fuiste tú, espera una hora y pide un código nuevo. Si no fuiste tú, no tienes que hacer nada: nadie entró.',
    ],
  },
  en: {
    subject: 'We blocked the codes of your Vitrina account for an hour',
    lines: [
      'Someone typed many wrong codes to sign in to or recover your Vitrina account.',
      'To protect it, for an hour we will neither send nor accept codes for this email. Your password still works.',
      'If it was you, wait an hour and ask for a new code. If it was not, you need do nothing: nobody got in.',
    ],
  },
} satisfies Record<Language, { subject: string; lines: string[] }>

/** Tells an owner that their address's codes are blocked for the hour after too many wrong tries. */
export function codeLockEmail(to: string, language: Language): Mail {
  return noticeEmail(to, texts[language])
}

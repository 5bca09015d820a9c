import { escapeHtml } from '../../shared/html.ts'
import type { Language } from '../../shared/i18n/language.ts'
import type { Mail } from './mailer.ts'

const words = {
  es: {
    email: {
      why: 'Recibes este aviso porque tienes activadas las notificaciones por correo en Vitrina.',
      stop: 'Dejar de recibir estos avisos',
    },
    marketing: {
      why: 'Recibes este correo porque aceptaste las novedades de Vitrina.',
      stop: 'Dejar de recibir novedades',
    },
  },
  en: {
    email: {
      why: 'You get this notice because e-mail notifications are on in your Vitrina settings.',
      stop: 'Stop these notices',
    },
    marketing: {
      why: 'You get this e-mail because you chose to hear Vitrina’s news.',
      stop: 'Stop the news',
    },
  },
} satisfies Record<Language, Record<'email' | 'marketing', { why: string; stop: string }>>

/**
 * A non-essential mail with its way out: a visible link at its foot, and the List-Unsubscribe and
 * List-Unsubscribe-Post headers (RFC 8058) with which a mail client offers a one-click unsubscribe, which
 * POSTs to the same address. `url` is a signed link to the server's unsubscribe page for one toggle.
 */
export function withUnsubscribe(
  mail: Mail,
  url: string,
  topic: 'email' | 'marketing',
  language: Language,
): Mail {
  const { why, stop } = words[language][topic]
  return {
    ...mail,
    text: `${mail.text.trimEnd()}\n\n--\n${why}\n${stop}: ${url}\n`,
    html: `${mail.html}<hr><p style="font-size:12px;color:#57534e">${escapeHtml(why)} <a href="${escapeHtml(url)}">${escapeHtml(stop)}</a></p>`,
    headers: {
      ...mail.headers,
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}

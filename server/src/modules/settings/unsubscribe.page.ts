import type { UnsubscribeTopic } from '#domain/settings/user-settings.schema.ts'
import { html, raw } from '../../shared/html.ts'
import type { Language } from '../../shared/i18n/language.ts'

const WORDS = {
  es: {
    ask: {
      email: {
        title: '¿Dejar de recibir los avisos por correo?',
        text: 'Ya no te escribiremos cuando un cliente reserve o cancele desde tu menú; los verás en tu panel.',
      },
      marketing: {
        title: '¿Dejar de recibir las novedades de Vitrina?',
        text: 'Ya no te enviaremos correos con novedades del producto.',
      },
    },
    essential: 'Los correos de seguridad (códigos, cambios de contraseña o de correo) te seguirán llegando.',
    confirm: 'Sí, dejar de recibirlos',
    doneTitle: 'Listo: ya no recibirás estos correos',
    doneText: 'Puedes volver a activarlos cuando quieras en',
    settingsLink: 'Configuración → Notificaciones',
    invalidTitle: 'Enlace no válido',
    invalidText:
      'Este enlace para darte de baja no es válido o está incompleto. Cambia tus avisos desde Configuración → Notificaciones.',
  },
  en: {
    ask: {
      email: {
        title: 'Stop the e-mail notices?',
        text: 'We will no longer write when a client books or cancels from your menu; you will see it in your dashboard.',
      },
      marketing: {
        title: 'Stop Vitrina’s news?',
        text: 'We will no longer send you e-mails about what is new in the product.',
      },
    },
    essential: 'Security e-mails (codes, password or address changes) will still reach you.',
    confirm: 'Yes, stop them',
    doneTitle: 'Done: you will no longer get these e-mails',
    doneText: 'You can turn them back on at any time in',
    settingsLink: 'Settings → Notifications',
    invalidTitle: 'Link not valid',
    invalidText:
      'This unsubscribe link is not valid or is incomplete. Change your notifications in Settings → Notifications.',
  },
} as const

const CSS =
  'body{margin:0;min-height:100vh;display:grid;place-items:center;padding:1.5rem;text-align:center;' +
  'font:16px/1.5 system-ui,sans-serif;color:#44403c;background:#fafaf9}h1{color:#1c1917;font-size:1.5rem}' +
  'main{max-width:28rem}button{font:inherit;font-weight:600;padding:.6rem 1.4rem;border:0;border-radius:.5rem;' +
  'color:#fff;background:#c2410c;cursor:pointer}button:focus-visible,a:focus-visible{outline:3px solid #1c1917;' +
  'outline-offset:2px}a{color:#9a3412}.s{font-size:.9rem}'

function page(language: Language, title: string, content: ReturnType<typeof html>): string {
  return html`<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>${raw(CSS)}</style></head><body><main><h1>${title}</h1>${content}</main></body></html>`
    .value
}

/** What the link turns off, and a button that does it: opening the link changes nothing (mail scanners do). */
export function renderUnsubscribeAsk(language: Language, topic: UnsubscribeTopic): string {
  const words = WORDS[language]
  const { title, text } = words.ask[topic]
  // The form posts to the address it was opened at: the token stays in the path, never in a field.
  return page(
    language,
    title,
    html`<p>${text}</p><p class="s">${words.essential}</p><form method="post"><button type="submit">${words.confirm}</button></form>`,
  )
}

export function renderUnsubscribeDone(language: Language): string {
  const words = WORDS[language]
  return page(
    language,
    words.doneTitle,
    html`<p>${words.doneText} <a href="/dashboard/configuracion/notificaciones">${words.settingsLink}</a>.</p>`,
  )
}

export function renderUnsubscribeInvalid(language: Language): string {
  const words = WORDS[language]
  return page(language, words.invalidTitle, html`<p>${words.invalidText}</p>`)
}

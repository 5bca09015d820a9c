import type { WhatsAppLanguage } from './whatsapp-link.ts'

/**
 * The WhatsApp Business templates the server sends through the Cloud API. Each must be created and approved
 * in the operator's WhatsApp Business account with this name, in Spanish (`es`) and English (`en`), with this
 * exact body: the numbered variables are filled in this order (README "WhatsApp" shows the same table).
 * `standsInForEmail`: the message goes instead of an e-mail, which goes when it cannot (a booking's diner
 * with an address); without, nothing goes in its place.
 */
export const WHATSAPP_TEMPLATES = {
  /** To the diner, when the booking is confirmed (at once, or when the owner confirms a request). */
  reserva_confirmada: {
    standsInForEmail: true,
    variables: ['client', 'business', 'when', 'party', 'cancelUrl'],
    body: {
      es: 'Hola {{1}}, tu reserva en {{2}} está confirmada para el {{3}} ({{4}}). Si no puedes venir, cancélala aquí: {{5}} ¡Te esperamos!',
      en: "Hi {{1}}, your booking at {{2}} is confirmed for {{3}} ({{4}}). If you can't come, cancel it here: {{5}} See you soon!",
    },
  },
  /** To the diner, when the reminder is due (the business's hours before, Configuración → Reservas). */
  recordatorio_reserva: {
    standsInForEmail: true,
    variables: ['client', 'business', 'when', 'party', 'cancelUrl'],
    body: {
      es: 'Hola {{1}}, te recordamos tu reserva en {{2}} el {{3}} ({{4}}). ¿No puedes venir? Cancélala aquí: {{5}} ¡Hasta pronto!',
      en: "Hi {{1}}, a reminder of your booking at {{2}} on {{3}} ({{4}}). Can't come? Cancel it here: {{5}} See you soon!",
    },
  },
  /** To the business's own number, when a diner books from the public page (Negocio → its switch). */
  nueva_reserva: {
    standsInForEmail: false,
    variables: ['business', 'client', 'party', 'when', 'dashboardUrl'],
    body: {
      es: 'Nueva reserva en {{1}}: {{2}} ({{3}}), el {{4}}. Revísala en {{5}} y confírmala desde tu panel.',
      en: 'New booking at {{1}}: {{2}} ({{3}}), on {{4}}. See it at {{5}} and confirm it from your dashboard.',
    },
  },
  /** To the diner of a pickup order who ticked the form's box, when the kitchen marks it ready. */
  pedido_listo: {
    standsInForEmail: false,
    variables: ['client', 'number', 'business', 'orderUrl'],
    body: {
      es: 'Hola {{1}}, tu pedido #{{2}} en {{3}} está listo: ya puedes pasar a recogerlo. Míralo aquí: {{4}} ¡Gracias!',
      en: 'Hi {{1}}, your order #{{2}} at {{3}} is ready: you can come and pick it up. See it here: {{4}} Thank you!',
    },
  },
} as const satisfies Record<
  string,
  { standsInForEmail: boolean; variables: readonly string[]; body: Record<WhatsAppLanguage, string> }
>

export type WhatsAppTemplateName = keyof typeof WHATSAPP_TEMPLATES
export const WHATSAPP_TEMPLATE_NAMES = Object.keys(WHATSAPP_TEMPLATES) as WhatsAppTemplateName[]

// Meta refuses a template whose body starts or ends with a variable, and one whose variables hold a new line,
// a tab or four spaces in a row: each body above starts and ends with words, and `templateVariable` flattens
// what is typed into a variable (a diner's name, a business's).

/** A value as a template's variable may hold it: one line, no tabs, no runs of spaces. */
export function templateVariable(value: string): string {
  return value.replace(/\s+/g, ' ').trim()
}

/** A party in words, as the booking templates take it: "2 personas", "1 person". */
export function partyWords(language: WhatsAppLanguage, party: number): string {
  if (language === 'es') return `${party} ${party === 1 ? 'persona' : 'personas'}`
  return `${party} ${party === 1 ? 'person' : 'people'}`
}

// The parts of a link that act for whoever holds it (a booking's signed cancel link, an order page's token in
// its path): a copy of a message shown to anyone but its recipient (the client's page, the account's
// download) leaves them out.
const CAPABILITY_PARAM = /token|secret|nonce|sig/i
const ORDER_PAGE_TOKEN = /^(\/m\/[^/]+\/pedido\/)[^/]+$/

/** A template's variable as someone other than its recipient may see it: a link without its capability. */
export function withoutLinkCapability(value: string): string {
  if (!/^https?:\/\//.test(value)) return value
  const url = URL.parse(value)
  if (!url) return value
  for (const name of [...url.searchParams.keys()]) {
    if (CAPABILITY_PARAM.test(name)) url.searchParams.delete(name)
  }
  url.pathname = url.pathname.replace(ORDER_PAGE_TOKEN, '$1')
  return url.toString()
}

/** A template's body with its variables filled in: what the recipient reads (shown in Clientes too). */
export function templateText(
  name: WhatsAppTemplateName,
  language: WhatsAppLanguage,
  variables: readonly string[],
): string {
  return WHATSAPP_TEMPLATES[name].body[language].replace(
    /\{\{(\d+)\}\}/g,
    (_, index: string) => variables[Number(index) - 1] ?? '',
  )
}

/**
 * Where a message is: `queued` until the Cloud API accepts it (`sent`), then what the webhook tells
 * (`delivered`, `read`), or `failed` when WhatsApp gave up after accepting it; `fell_back_to_email` when it
 * could not be sent and the e-mail went instead; `skipped` when it could not go at all (the number opted
 * out, or the business is past its hourly limit), its e-mail sent at once.
 */
export const WHATSAPP_STATUSES = [
  'queued',
  'sent',
  'delivered',
  'read',
  'failed',
  'fell_back_to_email',
  'skipped',
] as const
export type WhatsAppStatus = (typeof WHATSAPP_STATUSES)[number]

// The order the webhook's statuses can only move forward in: a late "delivered" never undoes "read".
const PROGRESS: Record<WhatsAppStatus, number> = {
  queued: 0,
  sent: 1,
  delivered: 2,
  read: 3,
  failed: 4,
  fell_back_to_email: 4,
  skipped: 4,
}

/** Whether a message at `from` may move to `to` (forward only; the ends stay where they are). */
export function isStatusForward(from: WhatsAppStatus, to: WhatsAppStatus): boolean {
  if (from === 'failed' || from === 'fell_back_to_email' || from === 'skipped') return false
  return PROGRESS[to] > PROGRESS[from]
}

/** The words a diner answers to stop the messages, compared without case, accents or the spaces around them. */
export const OPT_OUT_WORDS = ['stop', 'baja', 'parar', 'cancelar suscripcion', 'unsubscribe'] as const

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s.!¡]+/g, ' ')
    .trim()

/** Whether a diner's message asks to be messaged no more. */
export function isOptOutText(text: string): boolean {
  return (OPT_OUT_WORDS as readonly string[]).includes(fold(text))
}

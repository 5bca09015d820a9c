import type { Language } from '../../shared/i18n/language.ts'

/**
 * The bot's four canned replies (docs/product-spec.md §4 "Chat bubble", constants: four of them), in each
 * language. They are honest about what happens: nobody is told of a conversation until the visitor leaves an
 * email, so each one asks for it and says a person of the team answers by mail. Written to read well after an
 * email is left, too, and none promises a reply time nobody keeps.
 */
export const CANNED_REPLIES: Record<Language, readonly [string, string, string, string]> = {
  es: [
    '¡Gracias por escribirnos! Soy la respuesta automática de Vitrina. Para que una persona del equipo te conteste, déjanos tu email aquí abajo y te responderemos por correo.',
    'Recibido. Con tu email, nuestro equipo de soporte recibe esta conversación y te responde por correo en cuanto pueda.',
    'Gracias por tu mensaje. Una persona del equipo puede ayudarte con eso: si aún no lo has hecho, escribe tu email abajo y te enviaremos la respuesta por correo.',
    '¡Hola! Este chat responde de forma automática, así que no puedo resolverlo yo mismo. Si nos dejas tu email, le pasamos la conversación al equipo para que te responda.',
  ],
  en: [
    "Thanks for writing to us! This is Vitrina's automatic reply. For a person from our team to answer you, leave your email below and we will reply by mail.",
    'Got it. With your email, our support team receives this conversation and replies to you by email as soon as it can.',
    "Thanks for your message. A person from our team can help with that: if you haven't yet, type your email below and we will send you the answer by mail.",
    "Hi! This chat answers automatically, so I can't solve this myself. If you leave your email, we pass the conversation on to the team so they can answer you.",
  ],
}

/** One of the four replies in the language, chosen at random; `random` returns a number in [0, 1). */
export function pickCannedReply(language: Language, random: () => number = Math.random): string {
  const replies = CANNED_REPLIES[language]
  return replies[Math.floor(random() * replies.length) % replies.length] as string
}

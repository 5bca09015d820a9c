import type { Language } from './language.ts'

// Messages the API sends to people, in both languages. Keys are the error codes of `AppError`.
const messages = {
  not_found: { es: 'No encontramos lo que buscas.', en: 'We could not find what you are looking for.' },
  route_not_found: { es: 'Esta dirección de la API no existe.', en: 'This API address does not exist.' },
  validation_failed: {
    es: 'Revisa los datos enviados: hay campos no válidos.',
    en: 'Please check the data you sent: some fields are not valid.',
  },
  payload_too_large: {
    es: 'El archivo o los datos son demasiado grandes.',
    en: 'The file or data is too large.',
  },
  rate_limited: {
    es: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
    en: 'Too many requests. Please wait a moment and try again.',
  },
  database_unavailable: {
    es: 'La base de datos no responde en este momento.',
    en: 'The database is not answering right now.',
  },
  // Spec §8, the error catalogue: the account messages word for word.
  invalid_credentials: {
    es: 'Credenciales incorrectas. Inténtalo de nuevo.',
    en: 'Incorrect credentials. Please try again.',
  },
  email_in_use: {
    es: 'Este email ya está en uso. Por favor utiliza otro o inicia sesión.',
    en: 'This email is already in use. Please use another one or sign in.',
  },
  register_failed: {
    es: 'Error al crear la cuenta. Por favor, intenta de nuevo.',
    en: 'The account could not be created. Please try again.',
  },
  code_invalid: {
    es: 'El código no es correcto. Revísalo e inténtalo de nuevo.',
    en: 'The code is not right. Check it and try again.',
  },
  code_expired: {
    es: 'El código ha caducado. Pide uno nuevo.',
    en: 'The code has expired. Ask for a new one.',
  },
  code_locked: {
    es: 'Demasiados intentos con este código. Pide uno nuevo.',
    en: 'Too many tries with this code. Ask for a new one.',
  },
  unauthenticated: {
    es: 'Inicia sesión para continuar.',
    en: 'Please sign in to continue.',
  },
  forbidden_origin: {
    es: 'Esta solicitud no viene de Vitrina y fue rechazada.',
    en: 'This request does not come from Vitrina and was refused.',
  },
  internal: {
    es: 'Algo salió mal en el servidor. Inténtalo de nuevo.',
    en: 'Something went wrong on the server. Please try again.',
  },
} satisfies Record<string, Record<Language, string>>

export type MessageCode = keyof typeof messages

/** The human message for an error code in the given language. */
export function translate(code: MessageCode, language: Language): string {
  return messages[code][language]
}

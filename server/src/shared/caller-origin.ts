import type { FastifyRequest } from 'fastify'
import { type Language, pickLanguage } from './i18n/language.ts'

/** Who sent a request, as services need it: the caller's address (hourly limits) and the answer language. */
export type CallerOrigin = { clientAddress: string; language: Language }

/** The request's answer language, from its Accept-Language header (Spanish by default). */
export function readLanguage(request: FastifyRequest): Language {
  return pickLanguage(request.headers['accept-language'])
}

/**
 * The caller's address (Fastify's `request.ip`, which believes X-Forwarded-For only from TRUST_PROXY) and the
 * request's language, for a route to hand to its service as plain values.
 */
export function readCallerOrigin(request: FastifyRequest): CallerOrigin {
  return { clientAddress: request.ip, language: readLanguage(request) }
}

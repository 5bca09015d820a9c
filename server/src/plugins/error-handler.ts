import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import {
  AppError,
  DetailedError,
  type ErrorBody,
  InvalidFieldsError,
  RetryLaterError,
} from '../shared/errors.ts'
import { pickLanguage } from '../shared/i18n/language.ts'
import { type MessageCode, translate } from '../shared/i18n/messages.ts'
import { describeValidationFailures } from './validation-failures.ts'

function send(request: FastifyRequest, reply: FastifyReply, status: number, code: MessageCode, extra = {}) {
  const body: ErrorBody = {
    error: { code, message: translate(code, pickLanguage(request.headers['accept-language'])), ...extra },
  }
  return reply.status(status).type('application/json; charset=utf-8').send(body)
}

// Fastify's own errors that a client can cause, by their code: they keep their status and get our message.
const fastifyClientErrors: Record<string, MessageCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'validation_failed',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'validation_failed',
  FST_ERR_CTP_INVALID_JSON_BODY: 'validation_failed',
}

/** Gives every failure of the API the one error shape, in the request's language. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds))
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.code)
      const extra =
        error instanceof InvalidFieldsError
          ? { fields: error.fields, ...(error.limits ? { limits: error.limits } : {}) }
          : error instanceof DetailedError
            ? error.details
            : {}
      return send(request, reply, error.statusCode, error.code, extra)
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(request, reply, 400, 'validation_failed', describeValidationFailures(error.validation))
    }
    const clientCode = error.code ? fastifyClientErrors[error.code] : undefined
    if (clientCode && error.statusCode && error.statusCode < 500) {
      return send(request, reply, error.statusCode, clientCode)
    }
    if (error.statusCode === 429) return send(request, reply, 429, 'rate_limited')
    request.log.error({ err: error }, 'unhandled error')
    return send(request, reply, 500, 'internal')
  })
})

/** A JSON 404 in the one error shape, for unknown API paths. */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(request, reply, 404, 'route_not_found')
}

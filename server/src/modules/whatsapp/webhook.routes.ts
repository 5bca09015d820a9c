import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import secureJson from 'secure-json-parse'
import { z } from 'zod'
import type { WhatsAppConfig } from '../../config.ts'
import { AppError, ErrorBodySchema, ValidationErrorSchema } from '../../shared/errors.ts'
import type { Mailer } from '../mail/index.ts'
import { WebhookVerificationSchema, WhatsAppWebhookSchema } from './webhook.schema.ts'
import { applyWebhook } from './webhook.service.ts'
import { isSameSecret, isWebhookSignatureRight } from './webhook-signature.ts'
import { deliverFallbackMail } from './whatsapp-fallback.ts'

export const WEBHOOK_PATH = '/whatsapp/webhook'
// Meta batches statuses and messages into one delivery, which can run past the app's 1 MiB: this route only.
const BODY_LIMIT = 3 * 1024 * 1024

const notFound = () => new AppError('not_found', 404)
const badSignature = () => new AppError('whatsapp_signature_invalid', 401)

/**
 * The Cloud API's webhook (decision 072), called by Meta, never by a browser: `POST` with the statuses of the
 * messages sent and the diners' answers, signed over its raw bytes (401 unsigned or signed wrong, before its
 * JSON is even read); `GET` answers Meta's check of the address with its challenge. Both are 404 while the
 * deployment has no Cloud API configured (they stay in the API's document either way).
 */
export const webhookRoutes: FastifyPluginAsyncZod<{
  config: WhatsAppConfig | undefined
  /** Delivers the e-mails of messages WhatsApp could not deliver (the webhook's `failed`). */
  mailer: Mailer
}> = async (app, { config, mailer }) => {
  const db = app.database.db
  // Only in this plugin's context: the signature is over the bytes as sent, so the body is checked before it
  // is parsed. A request whose body never reached the parser (none at all) is not in the set: 401.
  const signed = new WeakSet<FastifyRequest>()
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
    (request, body, done) => {
      const header = request.headers['x-hub-signature-256']
      const raw = body as Buffer
      if (
        !config ||
        !isWebhookSignatureRight(raw, typeof header === 'string' ? header : undefined, config.appSecret)
      )
        return done(badSignature(), undefined)
      try {
        // As Fastify's own parser reads JSON: a `__proto__` or `constructor.prototype` key is refused (400).
        const parsed: unknown = secureJson.parse(raw.toString('utf8'))
        signed.add(request)
        done(null, parsed)
      } catch {
        done(new AppError('validation_failed', 400), undefined)
      }
    },
  )
  const isOff = async () => {
    if (!config) throw notFound()
  }

  app.post(
    WEBHOOK_PATH,
    {
      bodyLimit: BODY_LIMIT,
      onRequest: isOff,
      preValidation: async (request) => {
        if (!signed.has(request)) throw badSignature()
      },
      schema: {
        headers: z.object({ 'x-hub-signature-256': z.string().max(200).optional() }),
        body: WhatsAppWebhookSchema,
        response: {
          200: z.null(),
          400: ValidationErrorSchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { fellBack } = await applyWebhook(db, request.body)
      // After the commit, best effort: an e-mail SMTP did not take waits in the outbox for the next round.
      if (fellBack.length > 0) await deliverFallbackMail({ mailer, log: request.log }, fellBack)
      return reply.status(200).send(null)
    },
  )

  app.get(
    WEBHOOK_PATH,
    {
      onRequest: isOff,
      schema: {
        querystring: WebhookVerificationSchema,
        response: {
          200: { description: 'The challenge, as sent', content: { 'text/plain': { schema: z.string() } } },
          403: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const query = request.query
      const challenge = query['hub.challenge']
      const isRight =
        config !== undefined &&
        query['hub.mode'] === 'subscribe' &&
        isSameSecret(query['hub.verify_token'] ?? '', config.verifyToken)
      if (!isRight || challenge === undefined) throw new AppError('whatsapp_verify_refused', 403)
      return reply.type('text/plain; charset=utf-8').send(challenge)
    },
  )
}

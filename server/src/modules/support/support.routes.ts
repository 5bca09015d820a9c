import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { SentSupportMessageSchema, SupportMessageSchema } from '#domain/support/support-message.schema.ts'
import { readLanguage } from '../../shared/caller-origin.ts'
import { ErrorBodySchema, ValidationErrorSchema } from '../../shared/errors.ts'
import { requireBusiness } from '../accounts/index.ts'
import type { Mailer } from '../mail/index.ts'
import { listSupportMessages, sendSupportMessage } from './support.service.ts'

export type SupportOptions = { mailer: Mailer }

/** Messages one account may send an hour: plenty for a real problem, few for a runaway script. */
export const SUPPORT_MESSAGES_PER_HOUR = 10

/**
 * The dashboard's support form (decision 019), for the session's business: `POST /api/support-messages`
 * stores and mails a message, `GET /api/support-messages` lists the latest ones ("Mensajes enviados").
 */
export const supportRoutes: FastifyPluginAsyncZod<SupportOptions> = async (app, options) => {
  // Before the body is validated: without a session the answer is 401, whatever was sent.
  app.addHook('preValidation', requireBusiness)
  const deps = {
    db: app.database.db,
    mailer: options.mailer,
    log: app.log,
    supportEmail: app.config.supportEmail,
    maxPerHour: SUPPORT_MESSAGES_PER_HOUR,
  }

  app.get(
    '/support-messages',
    { schema: { response: { 200: z.array(SentSupportMessageSchema) } } },
    (request) => listSupportMessages(deps.db, request.businessId),
  )
  app.post(
    '/support-messages',
    {
      schema: {
        body: SupportMessageSchema,
        response: { 201: z.object({ id: z.string() }), 400: ValidationErrorSchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const id = await sendSupportMessage(deps, request.businessId, request.body, readLanguage(request))
      return reply.status(201).send({ id })
    },
  )
}

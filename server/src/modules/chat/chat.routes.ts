import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ChatConversationCreatedSchema,
  ChatConversationSchema,
  ChatEmailSchema,
  ChatExchangeSchema,
  ChatTextSchema,
} from '#domain/chat/chat.schema.ts'
import { readCallerOrigin } from '../../shared/caller-origin.ts'
import { ErrorBodySchema, ValidationErrorSchema } from '../../shared/errors.ts'
import type { Mailer } from '../mail/index.ts'
import { addMessage, getConversation, setConversationEmail, startConversation } from './chat.service.ts'

export type ChatOptions = { mailer: Mailer }

/** Visitor messages one caller address may send an hour: a long conversation, but not a script's. */
export const CHAT_MESSAGES_PER_HOUR = 30

/** Emails one caller address may leave an hour: room to fix a typo, each one mails the conversation. */
export const CHAT_EMAILS_PER_HOUR = 5

// Any string: an id that is not a conversation's gets the same 404 as a wrong secret.
const Params = z.object({ id: z.string() })
const SecretHeaders = z.object({ 'x-chat-secret': z.string().optional() })

/**
 * The landing's chat bubble (decision 019), no session needed: a visitor starts a conversation, adds to it
 * and leaves an email with the secret the first answer gave (`x-chat-secret`).
 */
export const chatRoutes: FastifyPluginAsyncZod<ChatOptions> = async (app, options) => {
  const deps = {
    db: app.database.db,
    mailer: options.mailer,
    log: app.log,
    supportEmail: app.config.supportEmail,
    maxMessagesPerHour: CHAT_MESSAGES_PER_HOUR,
    maxEmailsPerHour: CHAT_EMAILS_PER_HOUR,
  }

  app.post(
    '/chat/conversations',
    {
      schema: {
        body: ChatTextSchema,
        response: { 201: ChatConversationCreatedSchema, 400: ValidationErrorSchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const origin = readCallerOrigin(request)
      return reply.status(201).send(await startConversation(deps, request.body.text, origin))
    },
  )

  app.post(
    '/chat/conversations/:id/messages',
    {
      schema: {
        params: Params,
        headers: SecretHeaders,
        body: ChatTextSchema,
        response: {
          201: ChatExchangeSchema,
          400: ValidationErrorSchema,
          404: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const secret = request.headers['x-chat-secret']
      const messages = await addMessage(deps, id, secret, request.body.text, request.ip)
      return reply.status(201).send({ messages })
    },
  )

  app.get(
    '/chat/conversations/:id',
    {
      schema: {
        params: Params,
        headers: SecretHeaders,
        response: { 200: ChatConversationSchema, 404: ErrorBodySchema },
      },
    },
    async (request) => getConversation(deps, request.params.id, request.headers['x-chat-secret']),
  )

  app.put(
    '/chat/conversations/:id/email',
    {
      schema: {
        params: Params,
        headers: SecretHeaders,
        body: ChatEmailSchema,
        response: {
          200: z.object({ email: z.string() }),
          400: ValidationErrorSchema,
          404: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params
      const secret = request.headers['x-chat-secret']
      return { email: await setConversationEmail(deps, id, secret, request.body.email, request.ip) }
    },
  )
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ClientInputSchema,
  ClientListQuerySchema,
  ClientPageSchema,
  ClientSchema,
} from '#domain/clients/client.schema.ts'
import { ClientWhatsAppSchema } from '#domain/clients/client-whatsapp.schema.ts'
import { ErrorBodySchema, ValidationErrorSchema } from '../../shared/errors.ts'
import { requireBusiness } from '../accounts/index.ts'
import { auditActorOf } from '../audit/index.ts'
import { getClientWhatsApp } from './client-whatsapp.service.ts'
import * as service from './clients.service.ts'

const IdParams = z.object({ id: z.uuid() })
const OneClient = z.object({ client: ClientSchema })
const errors = { 400: ValidationErrorSchema, 401: ErrorBodySchema, 404: ErrorBodySchema }
/** 409 `client_email_taken`: the e-mail field marked, as a 400's field errors are. */
const writeErrors = { ...errors, 409: ValidationErrorSchema }

/**
 * The owner's clients (docs/product-spec.md §2 "Clients", §5, §9): the searched, sorted page of the list and
 * each client's create, read, edit and delete, and their WhatsApp record (decision 072). Every route is
 * scoped to the session's business: another business's client answers 404, as one that does not exist.
 */
export const clientsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the input is validated: without a session the answer is 401, whatever was sent.
  app.addHook('preValidation', requireBusiness)
  const deps: service.ClientsDeps = { db: app.database.db }

  app.get(
    '/clients',
    { schema: { querystring: ClientListQuerySchema, response: { 200: ClientPageSchema, ...errors } } },
    async (request) => service.listClients(deps, request.businessId, request.query),
  )
  app.post(
    '/clients',
    { schema: { body: ClientInputSchema, response: { 201: OneClient, ...writeErrors } } },
    async (request, reply) => {
      const client = await service.createClient(deps, request.businessId, request.body)
      return reply.status(201).send({ client })
    },
  )
  app.get(
    '/clients/:id',
    { schema: { params: IdParams, response: { 200: OneClient, ...errors } } },
    async (request) => ({ client: await service.getClient(deps, request.businessId, request.params.id) }),
  )
  app.get(
    '/clients/:id/whatsapp',
    { schema: { params: IdParams, response: { 200: ClientWhatsAppSchema, ...errors } } },
    async (request) => getClientWhatsApp(deps, request.businessId, request.params.id),
  )
  app.put(
    '/clients/:id',
    { schema: { params: IdParams, body: ClientInputSchema, response: { 200: OneClient, ...writeErrors } } },
    async (request) => ({
      client: await service.changeClient(deps, request.businessId, request.params.id, request.body),
    }),
  )
  app.delete(
    '/clients/:id',
    { schema: { params: IdParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.removeClient(deps, request.businessId, request.params.id, auditActorOf(request))
      return reply.status(204).send(null)
    },
  )
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  DiningTableInputSchema,
  DiningTableSchema,
  DiningTablesSchema,
  NumberedTablesInputSchema,
} from '#domain/ordering/dining-table.schema.ts'
import { ErrorBodySchema, ValidationErrorSchema } from '../../shared/errors.ts'
import { requireBusiness } from '../accounts/index.ts'
import * as tables from './dining-tables.service.ts'

const IdParams = z.object({ id: z.uuid() })
const OneTable = z.object({ table: DiningTableSchema })
const errors = {
  400: ValidationErrorSchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
}
const conflicts = { 409: ValidationErrorSchema.or(ErrorBodySchema) }

/**
 * The session's business's tables (decision 074): listed, added one at a time or as a numbered run, renamed,
 * given a new key, deleted. Another business's table answers 404, as one that does not exist.
 */
export const diningTablesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireBusiness)
  const { db } = app.database

  app.get('/tables', { schema: { response: { 200: DiningTablesSchema, ...errors } } }, async (request) => ({
    tables: await tables.listTables(db, request.businessId),
  }))
  app.post(
    '/tables',
    { schema: { body: DiningTableInputSchema, response: { 201: OneTable, ...errors, ...conflicts } } },
    async (request, reply) =>
      reply.status(201).send({ table: await tables.createTable(db, request.businessId, request.body) }),
  )
  app.post(
    '/tables/numbered',
    {
      schema: {
        body: NumberedTablesInputSchema,
        response: { 201: DiningTablesSchema, ...errors, ...conflicts },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ tables: await tables.createNumberedTables(db, request.businessId, request.body) }),
  )
  app.patch(
    '/tables/:id',
    {
      schema: {
        params: IdParams,
        body: DiningTableInputSchema,
        response: { 200: OneTable, ...errors, ...conflicts },
      },
    },
    async (request) => ({
      table: await tables.renameTable(db, request.businessId, request.params.id, request.body),
    }),
  )
  app.post(
    '/tables/:id/key',
    { schema: { params: IdParams, response: { 200: OneTable, ...errors } } },
    async (request) => ({ table: await tables.renewTableKey(db, request.businessId, request.params.id) }),
  )
  app.delete(
    '/tables/:id',
    { schema: { params: IdParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await tables.deleteTable(db, request.businessId, request.params.id)
      return reply.status(204).send(null)
    },
  )
}

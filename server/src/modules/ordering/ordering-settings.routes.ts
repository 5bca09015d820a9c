import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ORDERING_OFF, OrderingSettingsSchema } from '#domain/ordering/ordering-settings.schema.ts'
import { ErrorBodySchema, ValidationErrorSchema } from '../../shared/errors.ts'
import { requireBusiness } from '../accounts/index.ts'
import { findOrderingSettings, updateOrderingSettings } from './orders.repository.ts'

const errors = { 400: ValidationErrorSchema, 401: ErrorBodySchema, 403: ErrorBodySchema }

/** Whether the session's business takes orders from its tables and for pickup (decision 074). */
export const orderingSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireBusiness)
  const { db } = app.database
  app.get(
    '/ordering-settings',
    { schema: { response: { 200: OrderingSettingsSchema, ...errors } } },
    async (request) => (await findOrderingSettings(db, request.businessId)) ?? ORDERING_OFF,
  )
  app.put(
    '/ordering-settings',
    { schema: { body: OrderingSettingsSchema, response: { 200: OrderingSettingsSchema, ...errors } } },
    async (request) => {
      await updateOrderingSettings(db, request.businessId, request.body)
      return request.body
    },
  )
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { BillingAddressSchema, BillingOverviewSchema } from '#domain/payments/billing.schema.ts'
import { readLanguage } from '../../shared/caller-origin.ts'
import { ErrorBodySchema, ValidationErrorSchema } from '../../shared/errors.ts'
import { requireBusiness } from '../accounts/index.ts'
import * as service from './billing.service.ts'

const errors = { 400: ValidationErrorSchema, 401: ErrorBodySchema }

/**
 * Configuración → Pagos (decision 042): the plan, the billing address (saved and removed) and the billing
 * history from the database. No payment provider is connected: no route takes or keeps a card number or CVC.
 */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireBusiness)
  const deps: service.BillingDeps = { db: app.database.db }

  app.get('/billing', { schema: { response: { 200: BillingOverviewSchema, ...errors } } }, async (request) =>
    service.readBilling(deps, request.businessId, readLanguage(request)),
  )
  app.put(
    '/billing/address',
    { schema: { body: BillingAddressSchema, response: { 200: BillingAddressSchema, ...errors } } },
    async (request) => service.saveAddress(deps, request.businessId, request.body),
  )
  app.delete(
    '/billing/address',
    { schema: { response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.removeAddress(deps, request.businessId)
      return reply.status(204).send(null)
    },
  )
}

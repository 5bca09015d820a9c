import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ContactSchema } from '#domain/leads/contact.schema.ts'
import { readCallerOrigin } from '../../shared/caller-origin.ts'
import { ErrorBodySchema, ValidationErrorSchema } from '../../shared/errors.ts'
import type { Mailer } from '../mail/index.ts'
import { createLead } from './leads.service.ts'

export type LeadsOptions = { mailer: Mailer }

/** Messages one caller address may send an hour: enough for a real prospect, few for a script. */
export const LEADS_PER_HOUR = 5

/** Leads: `POST /api/leads` takes the landing's contact form; no session needed. */
export const leadsRoutes: FastifyPluginAsyncZod<LeadsOptions> = async (app, options) => {
  const deps = {
    db: app.database.db,
    mailer: options.mailer,
    log: app.log,
    supportEmail: app.config.supportEmail,
    maxPerHour: LEADS_PER_HOUR,
  }

  app.post(
    '/leads',
    {
      schema: {
        body: ContactSchema,
        response: { 201: z.object({ id: z.string() }), 400: ValidationErrorSchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const id = await createLead(deps, request.body, readCallerOrigin(request))
      return reply.status(201).send({ id })
    },
  )
}

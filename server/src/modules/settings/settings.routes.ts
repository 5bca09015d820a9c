import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { UserSettingsChangesSchema, UserSettingsSchema } from '#domain/settings/user-settings.schema.ts'
import { ErrorBodySchema, ValidationErrorSchema } from '../../shared/errors.ts'
import { requireBusiness } from '../accounts/index.ts'
import * as service from './settings.service.ts'

/**
 * The signed-in user's settings (docs/product-spec.md §2 "Settings", §4 "Settings save", §9 defaults):
 * General's theme, language and time zone, the notification toggles and the privacy toggles. Always the
 * session's own: no route takes a user id.
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the input is validated: without a session the answer is 401, whatever was sent.
  app.addHook('preValidation', requireBusiness)
  const deps: service.SettingsDeps = { db: app.database.db }

  app.get(
    '/settings',
    { schema: { response: { 200: UserSettingsSchema, 401: ErrorBodySchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return service.getSettings(deps, request.userId)
    },
  )
  app.patch(
    '/settings',
    {
      schema: {
        body: UserSettingsChangesSchema,
        response: { 200: UserSettingsSchema, 400: ValidationErrorSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => service.changeSettings(deps, request.userId, request.body),
  )
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ProfileChangesSchema, ProfileSchema } from '#domain/users/profile.schema.ts'
import { ErrorBodySchema, ValidationErrorSchema } from '../../shared/errors.ts'
import { requireOwner } from '../accounts/index.ts'
import * as service from './profile.service.ts'

/**
 * The signed-in owner's profile (docs/product-spec.md §2 "My Profile", §3, §5): read it and save it. Always
 * the session's own user; the photo's routes are the images module's, the e-mail's go through a code.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireOwner)
  const deps: service.ProfileDeps = { db: app.database.db }

  app.get(
    '/profile',
    { schema: { response: { 200: ProfileSchema, 401: ErrorBodySchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return service.getProfile(deps, request.userId)
    },
  )
  app.put(
    '/profile',
    {
      schema: {
        body: ProfileChangesSchema,
        response: { 200: ProfileSchema, 400: ValidationErrorSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => service.changeProfile(deps, request.userId, request.body),
  )
}

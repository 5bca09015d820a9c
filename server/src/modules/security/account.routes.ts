import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AccountDeletionSchema } from '#domain/security/security.schema.ts'
import { ErrorBodySchema, ValidationErrorSchema } from '../../shared/errors.ts'
import { requireWithinHour } from '../../shared/hourly-limit.ts'
import { accountsDepsOf, readAuthHeaders, requireBusiness, sendCookies, signOut } from '../accounts/index.ts'
import { deleteUploadedImage } from '../images/index.ts'
import type { Mailer } from '../mail/index.ts'
import { deleteAccount, sendDeletionCode } from './account-deletion.service.ts'
import { exportAccount } from './account-export.service.ts'
import { requireAccountSession } from './account-session.ts'
import { hasPassword } from './security.repository.ts'

const errors = { 401: ErrorBodySchema, 429: ErrorBodySchema }

/**
 * Downloads of the account's data an hour: each reads every row of the business into a ZIP, so a loop of
 * them is a cost on the database that nobody taking their data away needs.
 */
export const EXPORTS_PER_HOUR = 10

/**
 * The account's data (Configuración → Privacidad): `GET /api/account/export` downloads it as a ZIP of JSON
 * files; `POST /api/account/deletion` deletes it (with the password, or the code `POST
 * /api/account/deletion/code` mails to an account without one). Scoped to the session's own account.
 */
export const accountRoutes: FastifyPluginAsyncZod<{ mailer: Mailer }> = async (app, { mailer }) => {
  // The session's account, then its business (request.businessId: the public menu forgets its pages after
  // a write of the business, the deletion included).
  app.addHook('preValidation', requireAccountSession)
  app.addHook('preValidation', requireBusiness)
  const deletion = {
    db: app.database.db,
    auth: app.auth,
    mailer,
    log: app.log,
    deleteImage: (address: string) => deleteUploadedImage(app.files, address),
  }

  app.get('/account/export', { schema: { produces: ['application/zip'] } }, async (request, reply) => {
    const userId = request.account.user.id
    await requireWithinHour(
      app.database.db,
      `account-export:${userId}`,
      EXPORTS_PER_HOUR,
      'export_rate_limited',
    )
    const file = await exportAccount(deletion, userId, request.businessId)
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(file.bytes))
  })

  app.post(
    '/account/deletion/code',
    { schema: { response: { 202: z.null(), 409: ErrorBodySchema, ...errors } } },
    async (request, reply) => {
      const { user } = request.account
      await sendDeletionCode(deletion, user, await hasPassword(app.database.db, user.id))
      return reply.status(202).send(null)
    },
  )

  app.post(
    '/account/deletion',
    {
      schema: {
        body: AccountDeletionSchema,
        response: { 204: z.null(), 400: ValidationErrorSchema, 409: ErrorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      await deleteAccount(deletion, request.account.user, request.businessId, request.body)
      // The session went with the account; this answers the cookies that clear it in the browser.
      const { cookies } = await signOut(accountsDepsOf(app), readAuthHeaders(request))
      return sendCookies(reply, cookies).status(204).send(null)
    },
  )
}

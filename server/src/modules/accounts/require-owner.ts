import type { FastifyRequest } from 'fastify'
import { AppError } from '../../shared/errors.ts'
import { readAuthHeaders } from './accounts.http.ts'
import { findSessionUser } from './accounts.service.ts'
import { ensureBusiness } from './businesses.service.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The session's user: their own rows (profile, settings) are scoped by it, as the business's by its id. */
    userId: string
  }
}

/**
 * A preHandler for the routes of the owner's own account (profile, settings): 401 without a session, else the
 * session's user and their business on the request. Reads the session from the database each time (no
 * cookie cache), so a session closed elsewhere is refused on its very next request.
 */
export async function requireOwner(request: FastifyRequest): Promise<void> {
  const user = await findSessionUser({ auth: request.server.auth }, readAuthHeaders(request))
  if (!user) throw new AppError('unauthenticated', 401)
  request.userId = user.id
  request.businessId = (await ensureBusiness(request.server.database.db, user)).id
}

import type { FastifyRequest } from 'fastify'
import { AppError } from '../../shared/errors.ts'
import { type AccountUser, readAuthHeaders } from '../accounts/index.ts'
import type { AccountSessionRef } from './security.service.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account and its session, for the security and account routes. */
    account: AccountSessionRef
  }
}

/**
 * A preValidation hook: 401 without a valid session (whatever was sent), else the account and the id of the
 * session the request came with. Read from the database each time (no cookie cache): a session closed from
 * another device is refused on its very next request.
 */
export async function requireAccountSession(request: FastifyRequest): Promise<void> {
  const found = await request.server.auth.api.getSession({ headers: readAuthHeaders(request) })
  if (!found) throw new AppError('unauthenticated', 401)
  request.account = { user: found.user as AccountUser, sessionId: found.session.id }
}

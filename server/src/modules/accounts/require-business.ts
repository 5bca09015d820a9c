import type { FastifyRequest } from 'fastify'
import type { Role } from '#domain/team/roles.ts'
import { AppError } from '../../shared/errors.ts'
import { readAuthHeaders } from './accounts.http.ts'
import { findSessionUser } from './accounts.service.ts'
import type { Business } from './businesses.repository.ts'
import { findBusinessByOwner } from './businesses.repository.ts'
import { ensureBusiness } from './businesses.service.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The business of the session's owner: every business-owned query is scoped by it (DESIGN.md "Tenancy"). */
    businessId: string
    /** The session's user: their own rows (profile, settings, photo) are scoped by it, as the business's by its id. */
    userId: string
    /** The session's user's role in that business (decision 073): what the route may do is decided by it. */
    memberRole: Role
  }
}

/** The business of the request's session, made on first need; undefined without a session. */
export async function ensureSessionBusiness(request: FastifyRequest): Promise<Business | undefined> {
  const user = await findSessionUser({ auth: request.server.auth }, readAuthHeaders(request))
  return user && (await ensureBusiness(request.server.database.db, user))
}

/**
 * The business the request's session owns, if it has one already (a page that must not create it), with the
 * country its owner registered from.
 */
export async function findSessionBusiness(
  request: FastifyRequest,
): Promise<(Business & { country: string | undefined }) | undefined> {
  const user = await findSessionUser({ auth: request.server.auth }, readAuthHeaders(request))
  const business = user && (await findBusinessByOwner(request.server.database.db, user.id))
  return business && { ...business, country: user.countryCode }
}

/**
 * A preHandler for routes of the owner's workspace and own account: 401 without a session, else the session's
 * user and business on the request. The session is read from the database each time (no cookie cache), so a
 * session closed elsewhere is refused on its very next request.
 */
export async function requireBusiness(request: FastifyRequest): Promise<void> {
  const user = await findSessionUser({ auth: request.server.auth }, readAuthHeaders(request))
  if (!user) throw new AppError('unauthenticated', 401)
  request.userId = user.id
  request.businessId = (await ensureBusiness(request.server.database.db, user)).id
  request.memberRole = 'owner'
}

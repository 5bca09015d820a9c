import type { FastifyRequest } from 'fastify'
import { can, type Role } from '#domain/team/roles.ts'
import { AppError } from '../../shared/errors.ts'
import { readAuthHeaders } from './accounts.http.ts'
import type { AccountUser } from './accounts.service.ts'
import type { Business } from './businesses.repository.ts'
import { ROUTE_PERMISSIONS } from './route-permissions.ts'
import { type CurrentBusiness, findCurrentBusiness, type OnEnded } from './session-business.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The business the session works in (the user's own, or one they are a member of and switched to):
     * every business-owned query is scoped by it (DESIGN.md "Tenancy").
     */
    businessId: string
    /** The session's user: their own rows (profile, settings, photo) are scoped by it, as the business's by its id. */
    userId: string
    /** The session's user's name as it is now: the audit log's actor (decision 073). */
    userName: string
    /** The session's user's role in that business (decision 073): what the route may do is decided by it. */
    memberRole: Role
    /** The id of the request's session (the business it works in is the session's, not the user's). */
    sessionId: string
  }
}

/** The request's session (its id and user), read from the database each time; undefined without one. */
async function readSession(request: FastifyRequest): Promise<{ id: string; user: AccountUser } | undefined> {
  const found = await request.server.auth.api.getSession({ headers: readAuthHeaders(request) })
  return found ? { id: found.session.id, user: found.user as AccountUser } : undefined
}

async function currentBusinessOf(
  request: FastifyRequest,
  options: { create: boolean; onEnded: OnEnded },
): Promise<(CurrentBusiness & { user: AccountUser; sessionId: string }) | undefined> {
  const session = await readSession(request)
  if (!session) return undefined
  const current = await findCurrentBusiness(request.server.database.db, session, options)
  return current && { ...current, user: session.user, sessionId: session.id }
}

/**
 * 403 `forbidden` unless the role has the permission ROUTE_PERMISSIONS names for the route being served; a
 * route missing from the table is open to owners only (the safe default), and logged so it gets its entry.
 */
export function requireRoutePermission(request: FastifyRequest, role: Role): void {
  // Fastify answers HEAD with a GET route.
  const method = request.method === 'HEAD' ? 'GET' : request.method
  const route = `${method} ${request.routeOptions.url}`
  const permission = ROUTE_PERMISSIONS[route]
  if (permission === undefined) {
    request.log.warn({ route }, 'route without an entry in ROUTE_PERMISSIONS: open to owners only')
    if (role !== 'owner') throw new AppError('forbidden', 403)
    return
  }
  if (!can(role, permission)) throw new AppError('forbidden', 403)
}

/**
 * The business the request's session works in, made on first need, for routes open to visitors too (menu
 * analyses: an upload signed in becomes the business's): undefined without a session; signed in, the route's
 * permission is asked of the member's role, as `requireBusiness` does.
 */
export async function ensureSessionBusiness(request: FastifyRequest): Promise<Business | undefined> {
  const current = await currentBusinessOf(request, { create: true, onEnded: 'refuse' })
  if (!current) return undefined
  requireRoutePermission(request, current.role)
  return current.business
}

/**
 * The business the request's session works in, if it has one already (a page that must not create it nor
 * change the session), with the country its account holder registered from.
 */
export async function findSessionBusiness(
  request: FastifyRequest,
): Promise<(Business & { country: string | undefined }) | undefined> {
  const current = await currentBusinessOf(request, { create: false, onEnded: 'ignore' })
  return current && { ...current.business, country: current.ownerCountry }
}

/**
 * The signed-in user's business for `GET /api/me`: a switch to a business that let them go is forgotten and
 * they are answered in their own; undefined without a session.
 */
export async function findMeBusiness(
  request: FastifyRequest,
): Promise<(CurrentBusiness & { user: AccountUser }) | undefined> {
  return currentBusinessOf(request, { create: true, onEnded: 'leave' })
}

/**
 * A preValidation hook for routes of the workspace and the member's own account: 401 without a session, else
 * the session's user, business and role on the request, and 403 `forbidden` when that role lacks the route's
 * permission (ROUTE_PERMISSIONS). It runs before validation, so a forbidden caller learns nothing of a
 * route's input. The session and the membership are read from the database each time (no cookie cache): a
 * session closed elsewhere, a member removed or given another role is refused, or limited, on their very
 * next request; a session whose business let its member go answers 403 `membership_ended` once and then
 * works in the user's own.
 */
export async function requireBusiness(request: FastifyRequest): Promise<void> {
  const current = await currentBusinessOf(request, { create: true, onEnded: 'refuse' })
  if (!current) throw new AppError('unauthenticated', 401)
  request.userId = current.user.id
  request.userName = current.user.name
  request.sessionId = current.sessionId
  request.businessId = current.business.id
  request.memberRole = current.role
  requireRoutePermission(request, current.role)
}

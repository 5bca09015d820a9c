import type { FastifyRequest } from 'fastify'
import { AppError } from '../../shared/errors.ts'
import { findSessionUser } from './accounts.service.ts'
import { ensureBusiness } from './businesses.service.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The business of the session's owner: every business-owned query is scoped by it (DESIGN.md "Tenancy"). */
    businessId: string
  }
}

/** A preHandler for routes of the owner's workspace: 401 without a session, else the session's business. */
export async function requireBusiness(request: FastifyRequest): Promise<void> {
  const user = await findSessionUser(request)
  if (!user) throw new AppError('unauthenticated', 401)
  request.businessId = (await ensureBusiness(request.server.database.db, user)).id
}

import type { Role } from '#domain/team/roles.ts'
import type { Database } from '../../db/database.ts'
import { AppError } from '../../shared/errors.ts'
import { type Business, findBusinessById } from './businesses.repository.ts'
import { ensureBusiness } from './businesses.service.ts'
import {
  findMemberRole,
  findOwnBusinessWithRole,
  findSessionMembership,
  insertOwnerMember,
  setSessionBusiness,
} from './memberships.repository.ts'

// Which business a session works in, and as what (decision 073): the one it switched to while the user is
// its member, else the user's own. Read from the database on every request (no cache), so a member removed
// or given another role is refused, or limited, on their very next request.

/** A session's business, the user's role in it and the country its account holder registered from. */
export type CurrentBusiness = { business: Business; role: Role; ownerCountry: string | undefined }

type SessionUser = { id: string; name: string; countryCode?: string | null }

/**
 * What a session whose business let its member go does: `refuse` forgets the switch and answers this
 * request 403 `membership_ended` (the routes: the dashboard tells the person why); `leave` forgets it and
 * goes on in their own business (`GET /api/me`, which every page asks first); `ignore` changes nothing and
 * finds no business (a page that must write nothing).
 */
export type OnEnded = 'refuse' | 'leave' | 'ignore'

/** The user's own business (made on first need) and their role in it. */
export async function ensureOwnBusiness(db: Database, user: SessionUser): Promise<CurrentBusiness> {
  const ownerCountry = user.countryCode ?? undefined
  const found = await findOwnBusinessWithRole(db, user.id)
  if (found?.role) return { business: found.business, role: found.role, ownerCountry }
  const business = found?.business ?? (await ensureBusiness(db, user))
  return { business, role: await ownRole(db, business, user.id), ownerCountry }
}

/**
 * The role in one's own business: the membership's. A business made by a server that predates memberships
 * (mid-deploy) has none yet: its account holder is its owner, written now.
 */
async function ownRole(db: Database, business: Business, userId: string): Promise<Role> {
  const role = await findMemberRole(db, business.id, userId)
  if (role) return role
  await insertOwnerMember(db, business.id, userId)
  return (await findMemberRole(db, business.id, userId)) ?? 'owner'
}

/**
 * The business the session works in: the one it switched to while the user is its member, else the user's
 * own (made when `create`, else undefined when they have none yet).
 */
export async function findCurrentBusiness(
  db: Database,
  session: { id: string; user: SessionUser },
  { create, onEnded }: { create: boolean; onEnded: OnEnded },
): Promise<CurrentBusiness | undefined> {
  const membership = await findSessionMembership(db, session.id)
  const activeId = membership?.activeBusinessId
  if (activeId) {
    const found = membership.role ? await findBusinessById(db, activeId) : undefined
    if (found && membership.role) {
      return { business: found.business, role: membership.role, ownerCountry: found.ownerCountry }
    }
    if (onEnded === 'ignore') return undefined
    await setSessionBusiness(db, session.id, null)
    if (onEnded === 'refuse') throw new AppError('membership_ended', 403)
  }
  if (create) return ensureOwnBusiness(db, session.user)
  const own = await findOwnBusinessWithRole(db, session.user.id)
  return (
    own && {
      business: own.business,
      role: own.role ?? (await ownRole(db, own.business, session.user.id)),
      ownerCountry: session.user.countryCode ?? undefined,
    }
  )
}

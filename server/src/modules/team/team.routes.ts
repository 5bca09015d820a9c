import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AcceptedInvitationSchema,
  AcceptInvitationSchema,
  InvitationInputSchema,
  InvitationPreviewSchema,
  InvitationTokenSchema,
  MemberRoleInputSchema,
  TeamInvitationSchema,
  TeamMemberSchema,
  TeamSchema,
} from '#domain/team/team.schema.ts'
import { AppError, ErrorBodySchema, ValidationErrorSchema } from '../../shared/errors.ts'
import { readAuthHeaders, requireBusiness } from '../accounts/index.ts'
import type { Mailer } from '../mail/index.ts'
import * as invitations from './invitations.service.ts'
import * as members from './members.service.ts'

export type TeamOptions = { mailer: Mailer; clock: () => number }

/** Invitations one business may mail (sent or resent) an hour: a whole staff at once, not a spammer's list. */
export const TEAM_INVITATIONS_PER_HOUR = 30

const IdParams = z.object({ id: z.uuid() })
const UserParams = z.object({ userId: z.string().min(1).max(100) })
const errors = {
  400: ValidationErrorSchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
}
const OneMember = z.object({ member: TeamMemberSchema })
const OneInvitation = z.object({ invitation: TeamInvitationSchema })

/**
 * The team of the session's business (decision 073): its members and their roles, and the invitations that
 * bring new ones, sent, resent, revoked, previewed and accepted by link. Every id is scoped to the session's
 * business: another business's answers 404, as one that does not exist.
 */
export const teamRoutes: FastifyPluginAsyncZod<TeamOptions> = async (app, options) => {
  // Before the input is validated: without a session the answer is 401, whatever was sent.
  app.addHook('preValidation', requireBusiness)
  const { db } = app.database
  const deps: invitations.InvitationsDeps = {
    db,
    mailer: options.mailer,
    log: app.log,
    clock: options.clock,
    publicUrl: app.config.publicUrl,
    maxPerHour: TEAM_INVITATIONS_PER_HOUR,
  }
  const actorOf = (request: { userId: string; userName: string; memberRole: members.Actor['role'] }) => ({
    userId: request.userId,
    name: request.userName,
    role: request.memberRole,
  })

  app.get('/team', { schema: { response: { 200: TeamSchema, ...errors } } }, (request) =>
    members.getTeam(db, request.businessId, actorOf(request), new Date(options.clock())),
  )
  app.post(
    '/team/invitations',
    {
      schema: {
        body: InvitationInputSchema,
        response: { 201: OneInvitation, ...errors, 409: ValidationErrorSchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const invitation = await invitations.inviteMember(
        deps,
        request.businessId,
        actorOf(request),
        request.body,
      )
      return reply.status(201).send({ invitation })
    },
  )
  app.post(
    '/team/invitations/:id/resend',
    { schema: { params: IdParams, response: { 200: OneInvitation, ...errors, 429: ErrorBodySchema } } },
    async (request) => ({
      invitation: await invitations.resendInvitation(
        deps,
        request.businessId,
        actorOf(request),
        request.params.id,
      ),
    }),
  )
  app.delete(
    '/team/invitations/:id',
    { schema: { params: IdParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await invitations.revokeInvitation(deps, request.businessId, actorOf(request), request.params.id)
      return reply.status(204).send(null)
    },
  )
  app.patch(
    '/team/members/:userId',
    {
      schema: {
        params: UserParams,
        body: MemberRoleInputSchema,
        response: { 200: OneMember, ...errors, 409: ErrorBodySchema },
      },
    },
    async (request) => ({
      member: await members.changeMemberRole(
        db,
        request.businessId,
        actorOf(request),
        request.params.userId,
        request.body.role,
      ),
    }),
  )
  app.delete(
    '/team/members/:userId',
    { schema: { params: UserParams, response: { 204: z.null(), ...errors, 409: ErrorBodySchema } } },
    async (request, reply) => {
      await members.removeMember(db, request.businessId, actorOf(request), request.params.userId)
      return reply.status(204).send(null)
    },
  )
  // Leaving the session's business: every member may, whatever their role (the last owner excepted), so it
  // asks only 'self', where removing someone asks 'team.manage'.
  app.delete(
    '/team/membership',
    { schema: { response: { 204: z.null(), ...errors, 409: ErrorBodySchema } } },
    async (request, reply) => {
      await members.removeMember(db, request.businessId, actorOf(request), request.userId)
      return reply.status(204).send(null)
    },
  )
  app.get(
    '/team/invitations/preview',
    {
      schema: {
        querystring: z.object({ token: InvitationTokenSchema }),
        response: { 200: InvitationPreviewSchema, ...errors },
      },
    },
    (request) => invitations.previewInvitation(deps, request.query.token),
  )
  app.post(
    '/team/invitations/accept',
    {
      schema: {
        body: AcceptInvitationSchema,
        response: { 200: AcceptedInvitationSchema, ...errors, 409: ErrorBodySchema, 410: ErrorBodySchema },
      },
    },
    async (request) => {
      // The session itself (not only its user): accepting moves this session to the business joined.
      const session = await app.auth.api.getSession({ headers: readAuthHeaders(request) })
      if (!session) throw new AppError('unauthenticated', 401)
      const invitee = {
        userId: session.user.id,
        email: session.user.email,
        emailVerified: session.user.emailVerified,
        sessionId: session.session.id,
      }
      return invitations.acceptInvitation(deps, invitee, request.body.token)
    },
  )
}

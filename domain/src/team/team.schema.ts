import { z } from 'zod'
import { ROLES } from './roles.ts'

// The team's wire shapes (decision 073): the members and pending invitations of the session's business, an
// invitation sent and accepted, a member's role changed. Validation messages are i18n keys of the web's team
// texts.
export const TEAM_MESSAGES = {
  emailRequired: 'team.errors.emailRequired',
  emailInvalid: 'team.errors.emailInvalid',
  alreadyMember: 'team.errors.alreadyMember',
  alreadyInvited: 'team.errors.alreadyInvited',
} as const

/** How long an invitation's link works, in days (and in milliseconds), from its sending or resending. */
export const INVITATION_VALID_DAYS = 7
export const INVITATION_VALID_MS = INVITATION_VALID_DAYS * 24 * 60 * 60 * 1000

/** Longest e-mail address accepted, in characters (RFC 5321's path limit). */
export const MAX_INVITATION_EMAIL_LENGTH = 254

export const RoleSchema = z.enum(ROLES)

/** A member of the business as the Equipo tab lists them; `since` is when they joined (ISO 8601). */
export const TeamMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  since: z.string(),
  /** Whether this member is the session's user. */
  isYou: z.boolean(),
})
export type TeamMember = z.infer<typeof TeamMemberSchema>

/** An invitation not yet accepted nor revoked; an expired one is listed too, so that it can be resent. */
export const TeamInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: RoleSchema,
  expiresAt: z.string(),
  createdAt: z.string(),
  isExpired: z.boolean(),
})
export type TeamInvitation = z.infer<typeof TeamInvitationSchema>

export const TeamSchema = z.object({
  members: z.array(TeamMemberSchema),
  invitations: z.array(TeamInvitationSchema),
})
export type Team = z.infer<typeof TeamSchema>

/** An invitation to send: the address (kept as typed, compared lower-cased) and the role it gives. */
export const InvitationInputSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, TEAM_MESSAGES.emailRequired)
    .max(MAX_INVITATION_EMAIL_LENGTH, TEAM_MESSAGES.emailInvalid)
    .pipe(z.email({ message: TEAM_MESSAGES.emailInvalid })),
  role: RoleSchema,
})
export type InvitationInput = z.infer<typeof InvitationInputSchema>

export const MemberRoleInputSchema = z.object({ role: RoleSchema })
export type MemberRoleInput = z.infer<typeof MemberRoleInputSchema>

/** An invitation's link token: 32 random bytes in base64url (43 characters). */
export const InvitationTokenSchema = z.string().min(1).max(100)

/** What the accept page shows before the invitee accepts. */
export const InvitationPreviewSchema = z.object({
  businessName: z.string(),
  role: RoleSchema,
  email: z.string(),
  isExpired: z.boolean(),
})
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>

export const AcceptInvitationSchema = z.object({ token: InvitationTokenSchema })

/** The business the invitee joined, which their session now works in. */
export const AcceptedInvitationSchema = z.object({ businessId: z.uuid() })

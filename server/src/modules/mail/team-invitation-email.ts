import type { Role } from '#domain/team/roles.ts'
import { INVITATION_VALID_DAYS } from '#domain/team/team.schema.ts'
import { html } from '../../shared/html.ts'
import type { Language } from '../../shared/i18n/language.ts'
import type { Mail } from './mailer.ts'
import { headerLine } from './support-mail.ts'

const ROLE_NAMES = {
  es: { owner: 'Propietario', manager: 'Gestor', staff: 'Personal', viewer: 'Solo lectura' },
  en: { owner: 'Owner', manager: 'Manager', staff: 'Staff', viewer: 'Read only' },
} satisfies Record<Language, Record<Role, string>>

type Invite = { inviter: string; business: string; role: string }

const texts = {
  es: {
    subject: ({ business }: Invite) => `Te invitaron a ${business} en Vitrina`,
    invited: ({ inviter, business, role }: Invite) =>
      `${inviter} te invitó a unirte al equipo de ${business} en Vitrina con el rol ${role}.`,
    action: 'Aceptar la invitación',
    validity: `La invitación es válida ${INVITATION_VALID_DAYS} días. Para aceptarla, inicia sesión o crea tu cuenta con este mismo correo.`,
    notYou: 'Si no esperabas esta invitación, ignora este mensaje: nadie se une a nada sin abrir el enlace.',
  },
  en: {
    subject: ({ business }: Invite) => `You were invited to ${business} on Vitrina`,
    invited: ({ inviter, business, role }: Invite) =>
      `${inviter} invited you to join the team of ${business} on Vitrina as ${role}.`,
    action: 'Accept the invitation',
    validity: `The invitation is valid for ${INVITATION_VALID_DAYS} days. To accept it, sign in or create your account with this same address.`,
    notYou:
      'If you did not expect this invitation, ignore this message: nobody joins anything without opening the link.',
  },
} satisfies Record<Language, Record<string, string | ((invite: Invite) => string)>>

export type TeamInvitationEmail = {
  to: string
  /** Who sent it (their account's name) and the business it is to, both typed by people. */
  inviterName: string
  businessName: string
  role: Role
  /** The accept page's address with the token. */
  link: string
  /** The business's language. */
  language: Language
}

/** The invitation to join a business's team (decision 073): who invites, to what, as which role, the link. */
export function teamInvitationEmail(invitation: TeamInvitationEmail): Mail {
  const t = texts[invitation.language]
  const invite = {
    inviter: invitation.inviterName,
    business: invitation.businessName,
    role: ROLE_NAMES[invitation.language][invitation.role],
  }
  return {
    to: invitation.to,
    // Names typed by people: one line in the subject, escaped in the HTML.
    subject: headerLine(t.subject(invite)),
    text: `${t.invited(invite)}\n\n${t.action}: ${invitation.link}\n\n${t.validity}\n\n${t.notYou}\n`,
    html: html`<p>${t.invited(invite)}</p><p><a href="${invitation.link}">${t.action}</a></p><p>${t.validity}</p><p>${t.notYou}</p>`.toString(),
  }
}

// The mail module's public face: the mailer the app creates once (SMTP or the outbox table), the e-mails
// with a code that accounts send, the security notices, the one-click unsubscribe of non-essential mail,
// the pieces every "tell support" e-mail is made of (leads, chat, support), and a team's invitation.
export { type CodePurpose, codeEmail } from './code-email.ts'
export { codeLockEmail } from './code-lock-email.ts'
export { emailChangedEmail } from './email-changed-email.ts'
export { createMailer, type Mail, type MailAttachment, type Mailer, writeToOutbox } from './mailer.ts'
export { passwordLockEmail } from './password-lock-email.ts'
export {
  accountDeletedEmail,
  deletionCodeEmail,
  passwordChangedEmail,
  twoFactorEmail,
} from './security-email.ts'
export {
  headerLine,
  LANGUAGE_NAMES,
  type MailRows,
  mailSupport,
  rowsTable,
  rowsText,
  type SupportMailer,
  typedText,
} from './support-mail.ts'
export { type TeamInvitationEmail, teamInvitationEmail } from './team-invitation-email.ts'
export { withUnsubscribe } from './unsubscribe-footer.ts'

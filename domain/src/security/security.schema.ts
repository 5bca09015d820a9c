import { z } from 'zod'
import {
  ACCOUNT_MESSAGES,
  CodeSchema,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
} from '../accounts/account.schema.ts'

export const SECURITY_MESSAGES = {
  required: 'security.errors.required',
  passwordTooShort: ACCOUNT_MESSAGES.passwordTooShort,
  passwordTooLong: ACCOUNT_MESSAGES.passwordTooLong,
  passwordsDiffer: ACCOUNT_MESSAGES.passwordsDiffer,
  samePassword: 'security.errors.samePassword',
  totpIncomplete: 'security.errors.totpIncomplete',
  backupCodeIncomplete: 'security.errors.backupCodeIncomplete',
  // The server's answers at a field (400): a wrong password, authenticator code, backup code or e-mailed code.
  wrongPassword: 'security.errors.wrongPassword',
  totpWrong: 'security.errors.totpWrong',
  backupCodeWrong: 'security.errors.backupCodeWrong',
  codeWrong: 'security.errors.codeWrong',
} as const

const currentPassword = z
  .string()
  .min(1, SECURITY_MESSAGES.required)
  .max(MAX_PASSWORD_LENGTH, SECURITY_MESSAGES.passwordTooLong)

const newPassword = z
  .string()
  .min(1, SECURITY_MESSAGES.required)
  .min(MIN_PASSWORD_LENGTH, SECURITY_MESSAGES.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, SECURITY_MESSAGES.passwordTooLong)

/**
 * `POST /api/security/password`: the sign-up rules for the new one. On success every other session is
 * signed out and the owner is told by e-mail; 400 `wrong_password` at `currentPassword` otherwise.
 */
export const ChangePasswordSchema = z
  .object({ currentPassword, newPassword, confirmPassword: z.string().min(1, SECURITY_MESSAGES.required) })
  .strict()
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: SECURITY_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  })
  .refine((form) => form.newPassword !== form.currentPassword, {
    message: SECURITY_MESSAGES.samePassword,
    path: ['newPassword'],
  })
export type ChangePasswordInput = z.input<typeof ChangePasswordSchema>

/** Six digits from an authenticator app (RFC 6238). */
export const TotpCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, SECURITY_MESSAGES.totpIncomplete))

/** A single-use backup code as shown (letters, digits and a hyphen), whatever the case and spaces. */
export const BackupCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(
    z.string().min(8, SECURITY_MESSAGES.backupCodeIncomplete).max(32, SECURITY_MESSAGES.backupCodeIncomplete),
  )

/** How many backup codes activation gives: each works once. */
export const BACKUP_CODE_COUNT = 10

/** `GET /api/security`: what the Seguridad tab shows besides the sessions. */
export const SecurityOverviewSchema = z.object({
  /** False for an account made by Google, OIDC or a code that never set a password. */
  hasPassword: z.boolean(),
  twoFactorEnabled: z.boolean(),
})
export type SecurityOverview = z.infer<typeof SecurityOverviewSchema>

/** `POST /api/security/two-factor/enable` with the password: the secret to scan, not yet on. */
export const TwoFactorEnableSchema = z.object({ password: currentPassword }).strict()
export const TwoFactorSetupSchema = z.object({
  /** otpauth:// URI: the QR code shows it, and its `secret` can be typed in by hand. */
  totpUri: z.string(),
  secret: z.string(),
  /** Shown once, downloadable; stored only hashed or encrypted. */
  backupCodes: z.array(z.string()).length(BACKUP_CODE_COUNT),
})
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>

/** `POST /api/security/two-factor/confirm`: the first code from the app turns two-factor on. */
export const TwoFactorConfirmSchema = z.object({ code: TotpCodeSchema }).strict()
/** `POST /api/security/two-factor/disable`: the password turns it off. */
export const TwoFactorDisableSchema = z.object({ password: currentPassword }).strict()

/**
 * The second step of a sign-in when two-factor is on, whatever the first factor (password, e-mailed code,
 * Google, OIDC): the first step answers `{ twoFactorRequired: true }` and no session until
 * `POST /api/sessions/two-factor` gets a TOTP code or a backup code. Wrong codes are rate-limited as sign-in.
 */
export const TwoFactorChallengeSchema = z.union([
  z.object({ code: TotpCodeSchema, trustDevice: z.boolean().optional() }).strict(),
  z.object({ backupCode: BackupCodeSchema }).strict(),
])
export type TwoFactorChallenge = z.input<typeof TwoFactorChallengeSchema>

/** The answer of a first factor that needs a second one. */
export const TwoFactorRequiredSchema = z.object({ twoFactorRequired: z.literal(true) })

/** One signed-in device in `GET /api/security/sessions`: read from its user agent, never a lookup service. */
export const AccountSessionSchema = z.object({
  id: z.string(),
  /** "Chrome", "Firefox", "Safari"…, or null when the user agent does not say. */
  browser: z.string().nullable(),
  /** "Windows", "macOS", "Android", "iOS", "Linux"…, or null. */
  os: z.string().nullable(),
  deviceType: z.enum(['desktop', 'mobile', 'tablet', 'unknown']),
  /** An approximate place only when known without a third-party service; null otherwise. */
  place: z.string().nullable(),
  lastActiveAt: z.string(),
  createdAt: z.string(),
  /** The session this request came with ("Activa"). */
  current: z.boolean(),
})
export type AccountSession = z.infer<typeof AccountSessionSchema>
export const AccountSessionListSchema = z.object({ sessions: z.array(AccountSessionSchema) })
// DELETE /api/security/sessions/:id closes one other session; DELETE /api/security/sessions every other.

/**
 * `POST /api/account/deletion`: the password, or for an account without one the code mailed by
 * `POST /api/account/deletion/code`. Removes the business, its catalogues, media, clients, reservations and
 * every session; the public menu answers 404 after.
 */
export const AccountDeletionSchema = z.union([
  z.object({ password: currentPassword }).strict(),
  z.object({ code: CodeSchema }).strict(),
])
export type AccountDeletionInput = z.input<typeof AccountDeletionSchema>
// GET /api/account/export answers a ZIP (application/zip) of the account's business data as JSON files.

import type { FastifyBaseLogger } from 'fastify'
import type { Me } from '#domain/accounts/account.schema.ts'
import {
  type AccountSession,
  type ChangePasswordInput,
  SECURITY_MESSAGES,
  type SecurityOverview,
  type TwoFactorChallenge,
  type TwoFactorSetup,
} from '#domain/security/security.schema.ts'
import { AppError, InvalidFieldsError } from '../../shared/errors.ts'
import type { MessageCode } from '../../shared/i18n/messages.ts'
import {
  type AccountsDeps,
  type AccountUser,
  type AuthHeaders,
  callAuth,
  describeOwner,
  type ErrorMapping,
  type WithCookies,
} from '../accounts/index.ts'
import { type Mail, type Mailer, passwordChangedEmail, twoFactorEmail } from '../mail/index.ts'
import * as repository from './security.repository.ts'
import { describeDevice } from './session-device.ts'
import { normalizeBackupCode } from './two-factor-options.ts'

export type SecurityDeps = AccountsDeps & {
  mailer: Mailer
  /** Where a notice that could not be mailed after a change that is already made is reported. */
  log: Pick<FastifyBaseLogger, 'error'>
}

/**
 * Mails a notice of a change already made: a mail server that fails then is logged, not answered as a
 * failure of the change (the password did change; the account is gone).
 */
export async function sendNotice(deps: Pick<SecurityDeps, 'mailer' | 'log'>, mail: Mail): Promise<void> {
  await deps.mailer.send(mail).catch((error: unknown) => {
    deps.log.error({ err: error, to: mail.to }, 'could not send a security notice by email')
  })
}

/** The signed-in account and the id of the session the request came with. */
export type AccountSessionRef = { user: AccountUser; sessionId: string }

// better-auth's error codes for a wrong secret, and the field of our forms each belongs to.
const AT_FIELD: Record<string, [MessageCode, string, string]> = {
  INVALID_PASSWORD: ['wrong_password', 'password', SECURITY_MESSAGES.wrongPassword],
  INVALID_CODE: ['two_factor_code_invalid', 'code', SECURITY_MESSAGES.totpWrong],
  INVALID_BACKUP_CODE: ['backup_code_invalid', 'backupCode', SECURITY_MESSAGES.backupCodeWrong],
}

// What the two-factor plugin's other refusals mean to the person.
const REFUSALS: Record<string, [MessageCode, number]> = {
  TOTP_ALREADY_ENABLED: ['two_factor_already_on', 409],
  TOTP_NOT_ENABLED: ['two_factor_not_started', 409],
  TWO_FACTOR_NOT_ENABLED: ['two_factor_not_started', 409],
  INVALID_TWO_FACTOR_COOKIE: ['two_factor_expired', 401],
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: ['two_factor_expired', 401],
  ACCOUNT_TEMPORARILY_LOCKED: ['two_factor_locked', 429],
}

/**
 * Calls one better-auth endpoint as the caller (its rate limits apply, as for every forwarded request) and
 * turns a wrong password or code into a 400 at its field (`field` renames the form's field when it differs).
 */
async function forward<T>(
  deps: SecurityDeps,
  headers: AuthHeaders,
  path: string,
  body: unknown,
  field?: string,
): Promise<WithCookies<{ data: T }>> {
  let failure = ''
  const toError: ErrorMapping = (status, code) => {
    failure = code
    const atField = AT_FIELD[code]
    if (atField) return [atField[0], 400]
    return REFUSALS[code] ?? (status < 500 ? ['validation_failed', 400] : ['internal', 500])
  }
  try {
    return await callAuth<T>(deps, headers, `/api/auth${path}`, body, toError)
  } catch (error) {
    const atField = AT_FIELD[failure]
    if (error instanceof AppError && atField && error.statusCode === 400) {
      throw new InvalidFieldsError(atField[0], { [field ?? atField[1]]: [atField[2]] })
    }
    throw error
  }
}

/** What the Seguridad tab shows besides the sessions. */
export async function readOverview(
  deps: Pick<SecurityDeps, 'db'>,
  userId: string,
): Promise<SecurityOverview> {
  const [withPassword, twoFactorEnabled] = await Promise.all([
    repository.hasPassword(deps.db, userId),
    repository.isTwoFactorEnabled(deps.db, userId),
  ])
  return { hasPassword: withPassword, twoFactorEnabled }
}

async function requirePassword(deps: Pick<SecurityDeps, 'db'>, userId: string) {
  if (!(await repository.hasPassword(deps.db, userId))) throw new AppError('no_password', 409)
}

/**
 * Changes the password (better-auth's change-password): every session of the account ends and the caller's
 * is renewed (its new cookie in the answer); the owner is told by e-mail, always, whatever their toggles.
 */
export async function changePassword(
  deps: SecurityDeps,
  headers: AuthHeaders,
  user: AccountUser,
  form: ChangePasswordInput,
): Promise<WithCookies> {
  await requirePassword(deps, user.id)
  const body = {
    currentPassword: form.currentPassword,
    newPassword: form.newPassword,
    revokeOtherSessions: true,
  }
  const { cookies } = await forward(deps, headers, '/change-password', body, 'currentPassword')
  const language = await repository.findOwnerLanguage(deps.db, user.id)
  await sendNotice(deps, passwordChangedEmail(user.email, language))
  return { cookies }
}

/**
 * Starts two-factor: a new secret and ten backup codes, not on until `confirmTwoFactor` checks a first code.
 * Starting again before confirming replaces the secret.
 */
export async function enableTwoFactor(
  deps: SecurityDeps,
  headers: AuthHeaders,
  userId: string,
  password: string,
): Promise<WithCookies<{ setup: TwoFactorSetup }>> {
  await requirePassword(deps, userId)
  const { data, cookies } = await forward<{ totpURI: string; backupCodes: string[] }>(
    deps,
    headers,
    '/two-factor/enable',
    { password, method: 'totp' },
  )
  const secret = new URL(data.totpURI).searchParams.get('secret') ?? ''
  return { setup: { totpUri: data.totpURI, secret, backupCodes: data.backupCodes }, cookies }
}

/**
 * The first code from the app turns two-factor on; the session is renewed (its cookie in the answer) and the
 * owner told by e-mail.
 */
export async function confirmTwoFactor(
  deps: SecurityDeps,
  headers: AuthHeaders,
  user: AccountUser,
  code: string,
): Promise<WithCookies> {
  const wasOn = await repository.isTwoFactorEnabled(deps.db, user.id)
  const { cookies } = await forward(deps, headers, '/two-factor/verify-totp', { code })
  if (!wasOn) await tellTwoFactor(deps, user, 'on')
  return { cookies }
}

async function tellTwoFactor(deps: SecurityDeps, user: AccountUser, turned: 'on' | 'off') {
  const language = await repository.findOwnerLanguage(deps.db, user.id)
  await sendNotice(deps, twoFactorEmail(user.email, turned, language))
}

/** Turns two-factor off with the password; the secret and backup codes are deleted, the owner told. */
export async function disableTwoFactor(
  deps: SecurityDeps,
  headers: AuthHeaders,
  user: AccountUser,
  password: string,
): Promise<WithCookies> {
  await requirePassword(deps, user.id)
  const { cookies } = await forward(deps, headers, '/two-factor/disable', { password })
  await tellTwoFactor(deps, user, 'off')
  return { cookies }
}

/**
 * The second step of a sign-in (the challenge cookie of the first step in `headers`): an authenticator code
 * or a backup code, which then stops working. Answers the owner with the session's cookie.
 */
export async function completeTwoFactorSignIn(
  deps: SecurityDeps,
  headers: AuthHeaders,
  challenge: TwoFactorChallenge,
): Promise<WithCookies<{ user: Me }>> {
  const { data, cookies } =
    'backupCode' in challenge
      ? await forward<{ user: AccountUser }>(deps, headers, '/two-factor/verify-backup-code', {
          code: normalizeBackupCode(challenge.backupCode),
        })
      : await forward<{ user: AccountUser }>(deps, headers, '/two-factor/verify-totp', {
          code: challenge.code,
          trustDevice: challenge.trustDevice === true,
        })
  return { user: await describeOwner(deps, data.user), cookies }
}

/** The account's live sessions, read from their user agents; the caller's marked current. */
export async function listSessions(
  deps: Pick<SecurityDeps, 'db'>,
  { user, sessionId }: AccountSessionRef,
  now = new Date(),
): Promise<AccountSession[]> {
  const rows = await repository.listLiveSessions(deps.db, user.id, now)
  return rows.map((row) => ({
    id: row.id,
    ...describeDevice(row.userAgent),
    // No geo database, and no third-party lookup of anyone's address: the place stays unknown.
    place: null,
    lastActiveAt: row.updatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    current: row.id === sessionId,
  }))
}

/**
 * Closes one other session of the account (404 for the caller's own, another account's or an unknown one).
 * Deleted from the table itself: without a cookie cache, its next request finds no session and gets 401.
 */
export async function closeSession(
  deps: Pick<SecurityDeps, 'db'>,
  { user, sessionId }: AccountSessionRef,
  otherId: string,
): Promise<void> {
  if (!(await repository.deleteOtherSession(deps.db, user.id, otherId, sessionId))) {
    throw new AppError('not_found', 404)
  }
}

/** Closes every session of the account but the caller's. */
export async function closeOtherSessions(
  deps: Pick<SecurityDeps, 'db'>,
  { user, sessionId }: AccountSessionRef,
): Promise<void> {
  await repository.deleteOtherSessions(deps.db, user.id, sessionId)
}

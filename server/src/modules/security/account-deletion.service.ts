import { createHash, timingSafeEqual } from 'node:crypto'
import type { AccountDeletionInput } from '#domain/security/security.schema.ts'
import { SECURITY_MESSAGES } from '#domain/security/security.schema.ts'
import { countInHour, readHourCount } from '../../db/hourly-limit.ts'
import { AppError, InvalidFieldsError, RetryLaterError } from '../../shared/errors.ts'
import { generateCode } from '../accounts/index.ts'
import { accountDeletedEmail, deletionCodeEmail } from '../mail/index.ts'
import * as repository from './account-deletion.repository.ts'
import { listAccountImages } from './account-export.service.ts'
import { findOwnerLanguage } from './security.repository.ts'
import { type SecurityDeps, sendNotice } from './security.service.ts'

export type DeletionDeps = Pick<SecurityDeps, 'db' | 'auth' | 'mailer' | 'log'> & {
  /** Removes the files of one uploaded image (every width). */
  deleteImage: (address: string) => Promise<void>
  now?: () => Date
}

/** A code lives ten minutes and allows three tries, as every e-mailed code (decision 010). */
const CODE_LIFETIME_MS = 10 * 60 * 1000
const CODE_TRIES = 3
/** Wrong passwords or codes an account may give here in an hour, whatever the code: then it waits. */
const WRONG_TRIES_PER_HOUR = 10
/** Codes an account may ask for in an hour. */
const CODES_PER_HOUR = 5

const hashOf = (code: string) => createHash('sha256').update(code.toUpperCase()).digest('hex')
const wrongTriesKey = (userId: string) => `account-deletion-tries:${userId}`

/**
 * Mails a code that confirms the deletion, for an account without a password (Google, OIDC or code sign-in);
 * an account with one confirms with it.
 */
export async function sendDeletionCode(
  deps: DeletionDeps,
  user: { id: string; email: string },
  hasPassword: boolean,
): Promise<void> {
  if (hasPassword) throw new AppError('deletion_needs_password', 409)
  const now = deps.now?.() ?? new Date()
  const sent = await countInHour(deps.db, `account-deletion-codes:${user.id}`, CODES_PER_HOUR, now.getTime())
  if (sent.count > CODES_PER_HOUR) throw new RetryLaterError('rate_limited', sent.retryAfterSeconds)
  const code = generateCode()
  const expiresAt = new Date(now.getTime() + CODE_LIFETIME_MS)
  await repository.saveDeletionCode(deps.db, user.id, `${hashOf(code)}:0`, expiresAt)
  const language = await findOwnerLanguage(deps.db, user.id)
  await deps.mailer.send(deletionCodeEmail(user.email, code, language))
}

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/** Whether the confirmation is right: the password against its hash, or the code against the stored one. */
async function isConfirmed(deps: DeletionDeps, userId: string, input: AccountDeletionInput, now: Date) {
  if ('password' in input) {
    const hash = await repository.findPasswordHash(deps.db, userId)
    if (!hash) throw new AppError('no_password', 409)
    const context = await deps.auth.$context
    return context.password.verify({ hash, password: input.password })
  }
  const stored = await repository.findDeletionCode(deps.db, userId, now)
  if (!stored) throw new InvalidFieldsError('code_expired', { code: [SECURITY_MESSAGES.codeWrong] })
  const [hash = '', tries = '0'] = stored.value.split(':')
  if (sameHash(hash, hashOf(input.code))) return true
  const used = Number(tries) + 1
  if (used >= CODE_TRIES) await repository.forgetDeletionCode(deps.db, userId)
  else await repository.updateDeletionCode(deps.db, stored.id, `${hash}:${used}`)
  return false
}

/**
 * Deletes the account once the password or code confirms it: the user row and, by cascade, the business and
 * all its rows and every session; then the business's uploaded images, and a goodbye e-mail. The public
 * menu answers 404 from then on.
 */
export async function deleteAccount(
  deps: DeletionDeps,
  user: { id: string; email: string },
  businessId: string,
  input: AccountDeletionInput,
): Promise<void> {
  const now = deps.now?.() ?? new Date()
  const tries = await readHourCount(deps.db, wrongTriesKey(user.id), now.getTime())
  if (tries.count >= WRONG_TRIES_PER_HOUR) throw new RetryLaterError('rate_limited', tries.retryAfterSeconds)
  if (!(await isConfirmed(deps, user.id, input, now))) {
    await countInHour(deps.db, wrongTriesKey(user.id), WRONG_TRIES_PER_HOUR, now.getTime())
    if ('password' in input) {
      throw new InvalidFieldsError('wrong_password', { password: [SECURITY_MESSAGES.wrongPassword] })
    }
    throw new InvalidFieldsError('code_invalid', { code: [SECURITY_MESSAGES.codeWrong] })
  }
  const language = await findOwnerLanguage(deps.db, user.id)
  const images = await listAccountImages(deps, user.id, businessId)
  await repository.deleteUser(deps.db, user.id)
  // The rows are gone: a file left behind by a failure here is one nothing names, which the image sweep takes.
  await Promise.all(images.map((address) => deps.deleteImage(address))).catch((error: unknown) => {
    deps.log.error({ err: error }, 'could not delete the images of a deleted account')
  })
  await sendNotice(deps, accountDeletedEmail(user.email, language))
}

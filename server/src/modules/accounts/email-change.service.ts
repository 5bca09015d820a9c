import { eq } from 'drizzle-orm'
import { PROFILE_MESSAGES } from '#domain/profile/profile.schema.ts'
import { users } from '../../db/schema.ts'
import { AppError, DetailedError, InvalidFieldsError } from '../../shared/errors.ts'
import {
  type AccountsDeps,
  type AuthHeaders,
  callAuth,
  codeErrors,
  type WithCookies,
} from './accounts.service.ts'

// Changing the account's e-mail (docs/product-spec.md §2 "My Profile"): better-auth's email-OTP change-email
// mails a code to the new address and changes nothing until it is typed. Both steps go through its endpoints,
// so their rate limits and the wrong-tries cap of code-guard.ts apply.

const emailInUse = () =>
  new DetailedError('email_in_use', 409, { fields: { email: [PROFILE_MESSAGES.emailInUse] } })

async function isEmailTaken(deps: AccountsDeps, email: string): Promise<boolean> {
  const [row] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email))
  return row !== undefined
}

async function readAddresses(deps: AccountsDeps, userId: string) {
  const [row] = await deps.db
    .select({ email: users.email, pendingEmail: users.pendingEmail })
    .from(users)
    .where(eq(users.id, userId))
  if (!row) throw new AppError('unauthenticated', 401)
  return row
}

/**
 * Mails a code to `newEmail` for the signed-in owner and remembers the address it waits for. 409 at `email`
 * when another account has the address (better-auth would answer the same "sent" and mail nothing: the owner
 * is told instead, as registration tells a taken address).
 */
export async function requestEmailChange(
  deps: AccountsDeps,
  headers: AuthHeaders,
  userId: string,
  newEmail: string,
): Promise<WithCookies> {
  const { email } = await readAddresses(deps, userId)
  if (newEmail === email.toLowerCase()) {
    throw new InvalidFieldsError('email_unchanged', { email: [PROFILE_MESSAGES.emailSame] })
  }
  if (await isEmailTaken(deps, newEmail)) throw emailInUse()
  const path = '/api/auth/email-otp/request-email-change'
  const { cookies } = await callAuth(deps, headers, path, { newEmail }, codeErrors)
  await deps.db.update(users).set({ pendingEmail: newEmail }).where(eq(users.id, userId))
  return { cookies }
}

/**
 * Moves the signed-in owner's account to the address their pending change waits for, with the code mailed
 * there: the address is confirmed by it (emailVerified), the pending change is cleared, and the session's
 * cookie is renewed with the new address. Answers the old address, for it to be told.
 */
export async function confirmEmailChange(
  deps: AccountsDeps,
  headers: AuthHeaders,
  userId: string,
  code: string,
): Promise<WithCookies<{ previousEmail: string; email: string }>> {
  const { email: previousEmail, pendingEmail: newEmail } = await readAddresses(deps, userId)
  if (!newEmail) throw new AppError('email_change_not_requested', 400)
  // Another account may have taken the address since the code was sent.
  if (await isEmailTaken(deps, newEmail)) throw emailInUse()
  const path = '/api/auth/email-otp/change-email'
  const body = { newEmail, otp: code }
  // A wrong code is the code field's; an expired or locked one is said as the other code forms say it.
  const { cookies } = await callAuth(deps, headers, path, body, codeErrors).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'code_invalid') {
      throw new InvalidFieldsError('code_invalid', { code: [PROFILE_MESSAGES.codeInvalid] })
    }
    throw error
  })
  await deps.db.update(users).set({ pendingEmail: null }).where(eq(users.id, userId))
  return { previousEmail, email: newEmail, cookies }
}

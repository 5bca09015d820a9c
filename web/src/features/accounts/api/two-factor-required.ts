import type { Me } from '#domain/accounts/account.schema.ts'

/**
 * A first factor (password, e-mailed code) was right, and the account asks for its second one: no session
 * yet, only the challenge cookie, until `POST /api/sessions/two-factor` gets a code. The login screens catch
 * it to show the code step.
 */
export class TwoFactorRequiredError extends Error {
  override name = 'TwoFactorRequiredError'
}

/** The signed-in owner of a first factor's answer, or TwoFactorRequiredError when a second one is due. */
export function signedInOwner(answer: { user: Me } | { twoFactorRequired: true }): Me {
  if ('user' in answer) return answer.user
  throw new TwoFactorRequiredError('two_factor_required')
}

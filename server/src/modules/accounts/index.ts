// The accounts module's public face: its plugin (given the second factor better-auth asks for, whose shape
// accounts declares as SecondFactor and the security module fills), the better-auth type the app is
// decorated with, and the session checks other modules' routes use (a preHandler, and the viewer's business
// for pages and uploads).

// What the security module needs to speak to better-auth as the caller (password, two-factor, sessions).
export { accountsDepsOf, readAuthHeaders, sendCookies } from './accounts.http.ts'
export { type AccountsOptions, accountsModule } from './accounts.plugin.ts'
export {
  type AccountsDeps,
  type AccountUser,
  type AuthHeaders,
  callAuth,
  describeOwner,
  type ErrorMapping,
  findSessionUser,
  signOut,
  type WithCookies,
} from './accounts.service.ts'
export type { Auth, SecondFactor } from './auth.ts'
export type { Business } from './businesses.repository.ts'
export { generateCode } from './code-guard.ts'
export { confirmEmailChange, requestEmailChange } from './email-change.service.ts'
export { ensureSessionBusiness, findSessionBusiness, requireBusiness } from './require-business.ts'

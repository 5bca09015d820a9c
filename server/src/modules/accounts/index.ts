// The accounts module's public face: its plugin, the better-auth type the app is decorated with, and the
// session checks other modules' routes use (a preHandler, and the viewer's business for pages and uploads).
export { type AccountsOptions, accountsModule } from './accounts.plugin.ts'
export type { Auth } from './auth.ts'
export type { Business } from './businesses.repository.ts'
export { ensureSessionBusiness, findSessionBusiness, requireBusiness } from './require-business.ts'
export { requireOwner } from './require-owner.ts'

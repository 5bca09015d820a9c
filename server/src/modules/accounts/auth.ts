import { randomUUID } from 'node:crypto'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '#domain/accounts/account.schema.ts'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/database.ts'
import { accounts, rateLimits, sessions, users, verifications } from '../../db/schema.ts'
import { ensureBusiness } from './businesses.service.ts'

/** The header our server sets to the caller's address before a request reaches better-auth (rate limits). */
export const CLIENT_IP_HEADER = 'x-vitrina-client-ip'

// Issue 4 item 7: a handful of tries a minute per address on sign-in and registration, counted in the
// database so that several servers count together.
const ACCOUNT_RULE = { window: 60, max: 5 }

/** Builds the better-auth instance of one app: email and password accounts in our database. */
export function createAuth(db: Database, config: Config, secret: string) {
  return betterAuth({
    appName: 'Vitrina',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      usePlural: true,
      schema: { users, sessions, accounts, verifications, rateLimits },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: true,
    },
    user: {
      additionalFields: {
        phone: { type: 'string', required: false, defaultValue: '' },
        countryCode: { type: 'string', required: false, defaultValue: 'CO' },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: { '/sign-in/email': ACCOUNT_RULE, '/sign-up/email': ACCOUNT_RULE },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await ensureBusiness(db, user as { id: string; name: string; countryCode?: string })
          },
        },
      },
    },
    advanced: {
      cookiePrefix: 'vitrina',
      useSecureCookies: config.publicUrl.startsWith('https:'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => randomUUID() },
    },
    telemetry: { enabled: false },
    logger: { disabled: config.env === 'test' },
  })
}

export type Auth = ReturnType<typeof createAuth>

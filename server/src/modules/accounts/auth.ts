import { randomUUID } from 'node:crypto'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { emailOTP, genericOAuth } from 'better-auth/plugins'
import type { FastifyBaseLogger } from 'fastify'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '#domain/accounts/account.schema.ts'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/database.ts'
import { accounts, rateLimits, sessions, users, verifications } from '../../db/schema.ts'
import { pickLanguage } from '../../shared/i18n/language.ts'
import type { Mailer } from '../mail/index.ts'
import { codeEmail } from '../mail/index.ts'
import { findLanguageByOwnerEmail } from './businesses.repository.ts'
import { ensureBusiness } from './businesses.service.ts'

/** The header our server sets to the caller's address before a request reaches better-auth (rate limits). */
export const CLIENT_IP_HEADER = 'x-vitrina-client-ip'

/** The id better-auth knows the configured OpenID Connect provider by (in its callback URL). */
export const OIDC_PROVIDER_ID = 'oidc'

/** Emailed codes (decision 010, DESIGN.md §5): four digits, ten minutes, three tries. */
const CODE_LENGTH = 4
const CODE_LIFETIME_S = 10 * 60
const CODE_TRIES = 3

type AuthDependencies = {
  db: Database
  config: Config
  secret: string
  mailer: Mailer
  log: FastifyBaseLogger
}

/** Builds the better-auth instance of one app: email and password accounts in our database, emailed codes. */
export function createAuth({ db, config, secret, mailer, log }: AuthDependencies) {
  // Decision 010: a handful of tries a minute per address on sign-in, registration and codes, counted in
  // the database so that several servers count together (AUTH_RATE_LIMIT, 5 by default).
  const ACCOUNT_RULE = { window: 60, max: config.authRateLimit }
  const sendCode = async (email: string, code: string, type: string, request?: Request) => {
    const language =
      (await findLanguageByOwnerEmail(db, email)) ??
      pickLanguage(request?.headers.get('accept-language') ?? undefined)
    const purpose = type === 'sign-in' ? 'sign-in' : 'recovery'
    await mailer.send(codeEmail(email, code, purpose, language))
  }
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
      // A password reset signs out every session of the account (decision 010).
      revokeSessionsOnPasswordReset: true,
    },
    // Google always asks which account to use (decision 010).
    socialProviders: config.google ? { google: { ...config.google, prompt: 'select_account' } } : {},
    plugins: [
      ...(config.oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: OIDC_PROVIDER_ID,
                  discoveryUrl: config.oidc.discoveryUrl,
                  clientId: config.oidc.clientId,
                  clientSecret: config.oidc.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
      emailOTP({
        otpLength: CODE_LENGTH,
        expiresIn: CODE_LIFETIME_S,
        allowedAttempts: CODE_TRIES,
        storeOTP: 'hashed',
        // Not awaited: an unknown email sends nothing, and waiting for the mail server would tell the two apart.
        sendVerificationOTP: async ({ email, otp, type }, context) => {
          sendCode(email, otp, type, context?.request).catch((error: unknown) => {
            log.error({ err: error, to: email }, 'could not send a code by email')
          })
        },
      }),
    ],
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
      customRules: {
        '/sign-in/email': ACCOUNT_RULE,
        '/sign-up/email': ACCOUNT_RULE,
        '/sign-in/email-otp': ACCOUNT_RULE,
        '/email-otp/send-verification-otp': ACCOUNT_RULE,
        '/email-otp/request-password-reset': ACCOUNT_RULE,
        '/email-otp/check-verification-otp': ACCOUNT_RULE,
        '/email-otp/reset-password': ACCOUNT_RULE,
      },
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

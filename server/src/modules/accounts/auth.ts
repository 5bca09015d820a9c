import { randomUUID } from 'node:crypto'
import { type BetterAuthPlugin, betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { emailOTP, genericOAuth } from 'better-auth/plugins'
import { twoFactor } from 'better-auth/plugins/two-factor'
import type { FastifyBaseLogger } from 'fastify'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '#domain/accounts/account.schema.ts'
import { BusinessNameSchema } from '#domain/accounts/business.schema.ts'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/database.ts'
import { type Clock, countInHour } from '../../db/hourly-limit.ts'
import { accounts, rateLimits, sessions, twoFactors, users, verifications } from '../../db/schema.ts'
import { type Language, pickLanguage } from '../../shared/i18n/language.ts'
import { logThrough } from '../../shared/logging.ts'
import type { Mail, Mailer } from '../mail/index.ts'
import { type CodePurpose, codeEmail, codeLockEmail, passwordLockEmail } from '../mail/index.ts'
import { findLanguageByOwnerEmail } from './businesses.repository.ts'
import { ensureBusiness } from './businesses.service.ts'
import { createCodeGuard, generateCode, isCodeLocked } from './code-guard.ts'
import { createPasswordGuard } from './password-guard.ts'

/** The header our server sets to the caller's address before a request reaches better-auth (rate limits). */
export const CLIENT_IP_HEADER = 'x-vitrina-client-ip'

/** The id better-auth knows the configured OpenID Connect provider by (in its callback URL). */
export const OIDC_PROVIDER_ID = 'oidc'

/**
 * Emailed codes (decision 010, DESIGN.md §5): four characters, ten minutes, three tries each, and at most
 * CODE_TRIES_PER_HOUR wrong ones an hour per address (code-guard.ts).
 */
const CODE_LIFETIME_S = 10 * 60
const CODE_TRIES = 3
/** Code e-mails one address may receive in an hour, whatever their purpose and whoever asked. */
export const CODE_MAILS_PER_HOUR = 5

/**
 * The second factor that better-auth asks for, as accounts needs it: the security module owns its rules and
 * app.ts hands them in, so that accounts uses no module above it (decision 057). The two-factor plugin itself
 * is built in createAuth, where its endpoints stay part of `Auth`'s type; the gate is hooks only and adds no
 * endpoint, table or type to it.
 */
export type SecondFactor = {
  /** The name an authenticator app shows beside the account. */
  issuer: string
  /** A new set of backup codes, which the two-factor plugin stores encrypted. */
  generateBackupCodes: () => string[]
  /** Asks for the second factor after every first factor the two-factor plugin does not challenge. */
  gate: { id: BetterAuthPlugin['id']; hooks: NonNullable<BetterAuthPlugin['hooks']> }
}

type AuthDependencies = {
  db: Database
  config: Config
  secret: string
  mailer: Mailer
  log: FastifyBaseLogger
  /** The time of the hourly counts (wrong code tries), moved by tests. */
  clock: Clock
  secondFactor: SecondFactor
}

const CODE_PURPOSES: Record<string, CodePurpose> = {
  'sign-in': 'sign-in',
  'forget-password': 'recovery',
  'email-verification': 'verification',
  'change-email': 'email-change',
}

/** Builds the better-auth instance of one app: email and password accounts in our database, emailed codes. */
export function createAuth({ db, config, secret, mailer, log, clock, secondFactor }: AuthDependencies) {
  // Decision 010: a handful of tries a minute per address on sign-in, registration and codes, counted in
  // the database so that several servers count together (AUTH_RATE_LIMIT, 5 by default).
  const ACCOUNT_RULE = { window: 60, max: config.authRateLimit }
  const languageOf = async (email: string, request?: Request) =>
    (await findLanguageByOwnerEmail(db, email)) ??
    pickLanguage(request?.headers.get('accept-language') ?? undefined)
  const sendCode = async (email: string, code: string, type: string, request?: Request) => {
    // The endpoints refuse a blocked address before making a code; the code sign-up sends is checked here.
    if (await isCodeLocked({ db, clock }, email)) return
    // At most CODE_MAILS_PER_HOUR code e-mails reach one address in an hour, whoever asks from wherever: an
    // inbox is not flooded from many addresses. The endpoint answers as if sent (it never says whether the
    // address has an account), and the codes already sent still work.
    const mailKey = `code-mails:${email.trim().toLowerCase()}`
    if (!(await countInHour(db, mailKey, CODE_MAILS_PER_HOUR, clock())).isAllowed) return
    const purpose = CODE_PURPOSES[type] ?? 'recovery'
    await mailer.send(codeEmail(email, code, purpose, await languageOf(email, request)))
  }
  // Only an account's owner is told: an address nobody registered gets no mail from an attacker's guesses.
  const tellOwner = (notice: (to: string, language: Language) => Mail) => async (email: string) => {
    const language = await findLanguageByOwnerEmail(db, email)
    if (language) await mailer.send(notice(email, language))
  }
  const codeGuard = createCodeGuard({
    db,
    clock,
    onLocked: tellOwner(codeLockEmail),
  })
  const passwordGuard = createPasswordGuard({
    db,
    clock,
    onLocked: tellOwner(passwordLockEmail),
  })
  return betterAuth({
    appName: 'Vitrina',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      usePlural: true,
      schema: { users, sessions, accounts, verifications, rateLimits, twoFactors },
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
        generateOTP: generateCode,
        // Sign-up emails a code to confirm the address: the public menu waits for it (decision 023).
        sendVerificationOnSignUp: true,
        expiresIn: CODE_LIFETIME_S,
        allowedAttempts: CODE_TRIES,
        storeOTP: 'hashed',
        // Mi perfil's new address gets a code and nothing changes until it is typed (profile module).
        changeEmail: { enabled: true },
        // Not awaited: an unknown email sends nothing, and waiting for the mail server would tell the two apart.
        sendVerificationOTP: async ({ email, otp, type }, context) => {
          sendCode(email, otp, type, context?.request).catch((error: unknown) => {
            log.error({ err: error, to: email }, 'could not send a code by email')
          })
        },
      }),
      // Two-factor with an authenticator app (decision 042): the plugin challenges password sign-in, the
      // gate every other first factor (secondFactor.gate, modules/security/second-factor-gate.ts).
      twoFactor({
        issuer: secondFactor.issuer,
        backupCodeOptions: { customBackupCodesGenerate: secondFactor.generateBackupCodes },
      }),
      secondFactor.gate,
      passwordGuard,
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
        '/email-otp/verify-email': ACCOUNT_RULE,
        '/email-otp/reset-password': ACCOUNT_RULE,
        '/email-otp/request-email-change': ACCOUNT_RULE,
        '/email-otp/change-email': ACCOUNT_RULE,
        '/two-factor/*': ACCOUNT_RULE,
      },
    },
    hooks: { before: codeGuard.before, after: codeGuard.after },
    databaseHooks: {
      user: {
        create: {
          // The register route passes the business's name in the sign-up body (better-auth keeps only the
          // fields it knows on the user); checked again here, as anything reaching better-auth is.
          after: async (user, context) => {
            const typed = BusinessNameSchema.safeParse(
              (context?.body as { businessName?: unknown } | undefined)?.businessName,
            )
            await ensureBusiness(
              db,
              user as { id: string; name: string; countryCode?: string },
              typed.success ? typed.data : undefined,
            )
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
    // Its errors reach our error handler and log, which keep a failed query's parameters out of the log.
    onAPIError: { throw: true },
    logger: { disabled: config.env === 'test', log: logThrough(log) },
  })
}

export type Auth = ReturnType<typeof createAuth>

import { availableParallelism, totalmem } from 'node:os'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { z } from 'zod'

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value)
const optionalUrl = (protocols: string[]) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: new RegExp(`^(${protocols.map((name) => name.replace('+', '\\+')).join('|')})$`) })
      .optional()
      .describe(`a ${protocols.join(' or ')} URL`),
  )

// The Cloud API's address carries the bearer token: in clear only to this machine (a test's fake API).
function isTokenSafeUrl(value: string): boolean {
  const url = new URL(value)
  return url.protocol === 'https:' || url.hostname === 'localhost' || url.hostname === '127.0.0.1'
}

// Every variable the server reads, parsed once at boot (README "Configuration" lists the same ones).
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  PUBLIC_URL: optionalUrl(['http', 'https']),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).default('./web/dist'),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, z.string().optional()),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(5),
  SUPPORT_EMAIL: z.preprocess(emptyAsUndefined, z.email().optional()),
  AUTH_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  GOOGLE_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  GOOGLE_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  OIDC_DISCOVERY_URL: optionalUrl(['http', 'https']),
  OIDC_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  OIDC_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  OIDC_NAME: z.preprocess(emptyAsUndefined, z.string().max(40).default('OpenID')),
  MENU_WORKERS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(64).optional()),
  // How far below the server's scheduling priority the menu readers run: `idle` (Linux's SCHED_IDLE: only on
  // cores the server leaves free), or a nice increment, 0 (the same) to 19.
  MENU_WORKER_PRIORITY: z.preprocess(
    emptyAsUndefined,
    z.union([z.literal('idle'), z.coerce.number().int().min(0).max(19)]).default('idle'),
  ),
  MENU_QUEUE_LIMIT: z.coerce.number().int().min(0).max(1000).default(8),
  MENU_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
  BOOKING_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
  ORDER_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(20),
  VISIT_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(60),
  MENU_BUSINESS_ACTIVE_LIMIT: z.coerce.number().int().min(1).max(1000).default(2),
  MENU_VISITOR_ACTIVE_LIMIT: z.coerce.number().int().min(1).max(1000).default(1),
  MENU_BUSINESS_DAILY_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
  MENU_TEST_READER: z.preprocess(emptyAsUndefined, z.string().optional()),
  // A vision-language model that reads menus too (decision 066): off unless MENU_AI_URL and MENU_AI_MODEL are set.
  MENU_AI_URL: optionalUrl(['http', 'https']),
  MENU_AI_MODEL: z.preprocess(emptyAsUndefined, z.string().max(200).optional()),
  MENU_AI_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  // At most 3 minutes: with the reader's minute, a job stays well inside the queue's 5-minute expiry.
  MENU_AI_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(180).default(60),
  MENU_AI_DAILY_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  S3_URL: optionalUrl(['s3', 's3+http']),
  S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().min(3).max(63).optional()),
  S3_ENDPOINT: optionalUrl(['http', 'https']),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional()),
  S3_PUBLIC_URL: optionalUrl(['http', 'https']),
  // WhatsApp Business Cloud API (decision 072): off unless the token, the number's id, the app secret and the
  // webhook's verify token are all set (readWhatsAppConfig).
  WHATSAPP_TOKEN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\S{20,}$/, 'a token of 20 or more characters, no spaces')
      .optional(),
  ),
  WHATSAPP_PHONE_NUMBER_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d{5,20}$/, 'the number id: digits')
      .optional(),
  ),
  WHATSAPP_APP_SECRET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[0-9a-f]{16,64}$/i, "the app's secret: hexadecimal")
      .optional(),
  ),
  WHATSAPP_VERIFY_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(8).max(200).optional()),
  WHATSAPP_API_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: /^https?$/ })
      .refine(
        isTokenSafeUrl,
        'https, or http only to localhost or 127.0.0.1 (the token must not travel in clear)',
      )
      .default('https://graph.facebook.com/v23.0'),
  ),
  WHATSAPP_HOURLY_LIMIT: z.coerce.number().int().min(1).max(100_000).default(100),
  WHATSAPP_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
  // Operations (decision 050).
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
})
type EnvVars = z.infer<typeof EnvSchema>

// A menu read peaks near 0.6 GB (README "Menu reader"); with some margin, a worker is given 0.75 GB and the
// workers together at most half the machine's memory (or the container's, when it is limited).
const WORKER_MEMORY_BYTES = 0.75 * 1024 ** 3

// The container's limit when there is one (cgroups), else the machine's memory, in bytes.
function availableMemory(): number {
  const limit = process.constrainedMemory()
  return limit > 0 && limit < totalmem() ? limit : totalmem()
}

/** One analysis worker per core, fewer when memory would not hold them all at their peak; at least one. */
export function defaultMenuWorkers(cores = availableParallelism(), memoryBytes = availableMemory()): number {
  return Math.max(1, Math.min(cores, Math.floor(memoryBytes / 2 / WORKER_MEMORY_BYTES)))
}

/** Where files are kept (decision 049): DATA_DIR on this server, or an S3 bucket several servers share. */
export type StorageConfig =
  | { driver: 'local' }
  | {
      driver: 's3'
      bucket: string
      /** The S3-compatible server's address; undefined for AWS S3 itself. */
      endpoint: string | undefined
      region: string
      accessKeyId: string
      secretAccessKey: string
      /** `host/bucket/key` addresses instead of `bucket.host/key`: what local S3 servers answer. */
      forcePathStyle: boolean
      /** The bucket's public address (no trailing '/'): /media/… redirects there when set. */
      publicUrl: string | undefined
    }

/**
 * A vision-language model behind an OpenAI-compatible endpoint that reads menus beside the local reader
 * (decision 066); its answer is checked against the page's words.
 */
export type MenuModelConfig = {
  url: string
  model: string
  /** Sent as the bearer token; never logged. */
  key: string | undefined
  timeoutMs: number
  /** Menus a business (or a visitor's address) may have read by the model in a day (UTC). */
  dailyLimit: number
  /** The service's host, as the owner is told their pages go to. */
  host: string
}

export type Config = {
  env: 'development' | 'production' | 'test'
  host: string
  port: number
  dataDir: string
  databaseUrl: string | undefined
  smtpUrl: string | undefined
  publicUrl: string
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL']
  webDistDir: string
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify's trustProxy): false unless TRUST_PROXY says so, since a
   * caller could otherwise name any address and slip past the per-address rate limits.
   */
  trustProxy: boolean | string
  /** Tries a caller address gets at sign-in, registration and each code endpoint before a minute's pause. */
  authRateLimit: number
  /** Where people write for help (the sign-in dialog shows it); not shown when unset. */
  supportEmail: string | undefined
  /** Signs session cookies; without it the server makes one and keeps it in the database. */
  authSecret: string | undefined
  /** Google sign-in, when both its variables are set. */
  google: { clientId: string; clientSecret: string } | undefined
  /** Any OpenID Connect provider, when its discovery URL and client are set; `name` labels its button. */
  oidc: { discoveryUrl: string; clientId: string; clientSecret: string; name: string } | undefined
  /** Worker processes reading menus at once (decision 014). */
  menuWorkers: number
  /** How far below the server's priority the menu-reading workers run: SCHED_IDLE, or a nice increment (0–19). */
  menuWorkerPriority: 'idle' | number
  /** Menu analyses that may wait for a worker; one more is answered 429. */
  menuQueueLimit: number
  /** Menu analyses a visitor's address may start in an hour. */
  menuRateLimit: number
  /** Booking requests a visitor's address may send from the public booking page in an hour. */
  bookingRateLimit: number
  /** Orders a visitor's address, and one table, may place in an hour. */
  orderRateLimit: number
  /**
   * Menu views and beacons one address may have counted a minute: a page load is a view and a beacon or two
   * more as the diner leaves; diners behind one restaurant's Wi-Fi share an address.
   */
  visitRateLimit: number
  /** Menu analyses one business may have waiting or running at once (so one account cannot fill the queue). */
  menuBusinessActiveLimit: number
  /** Menu analyses one business may start in 24 hours. */
  menuBusinessDailyLimit: number
  /** Menu analyses a visitor's address (no account) may have waiting or running at once. */
  menuVisitorActiveLimit: number
  /**
   * Only when NODE_ENV=test: the file of the module the analysis workers read with instead of menu-reader
   * (a browser journey's own server slows its reads with it), as a file URL; ignored in any other environment.
   */
  menuTestReader: string | undefined
  /** The model service menus are also read with, when one is set (off by default). */
  menuModel: MenuModelConfig | undefined
  /** Where uploaded images and menu analyses' files are kept. */
  storage: StorageConfig
  /** Seconds a SIGTERM gives open requests and jobs to finish before the process exits 1 anyway. */
  shutdownTimeoutSeconds: number
  /** The bearer token `GET /metrics` asks for; without it the metrics are off (404). */
  metricsToken: string | undefined
  /** The WhatsApp Business Cloud API messages go through, when configured (off by default). */
  whatsapp: WhatsAppConfig | undefined
}

/** The WhatsApp Business Cloud API (decision 072): where and as whom messages are sent, and their limits. */
export type WhatsAppConfig = {
  /** The Graph API's address with its version, no trailing '/' (a test's fake server in tests). */
  apiUrl: string
  /** Sent as the bearer token; never logged. */
  token: string
  phoneNumberId: string
  /** Signs the webhook's requests (X-Hub-Signature-256). */
  appSecret: string
  /** What the webhook's GET verification (Meta's check of its address) must be given. */
  verifyToken: string
  /** Messages one business may have sent in an hour; past it they go by e-mail. */
  hourlyLimit: number
  timeoutMs: number
}

// "true" trusts every proxy; anything else is a comma-separated list of proxy addresses or ranges.
function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === 'false') return false
  return value === 'true' ? true : value
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

const DEFAULT_S3_REGION = 'us-east-1'
const S3_PARTS = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
const S3_OPTIONS = ['S3_REGION', 'S3_FORCE_PATH_STYLE'] as const

const storageError = (problem: string) => new ConfigError(`Invalid configuration:\n  ${problem}`)

/**
 * S3_URL, one variable for the whole bucket: `s3://KEY:SECRET@host[:port]/bucket[?region=…&forcePathStyle=…]`
 * over HTTPS, `s3+http://…` over plain HTTP (a local MinIO). The key and secret are URL-encoded (a '/' in a
 * secret is %2F); path style is the default, since any host named here is an S3-compatible server's.
 */
function readS3Url(value: string, publicUrl: string | undefined): StorageConfig {
  const url = new URL(value)
  const bucket = decodeURIComponent(url.pathname.replace(/^\/|\/$/g, ''))
  if (!url.username || !url.password || !bucket || bucket.includes('/')) {
    throw storageError('S3_URL is s3://KEY:SECRET@host[:port]/bucket (or s3+http:// for plain HTTP).')
  }
  const pathStyle = url.searchParams.get('forcePathStyle')
  if (pathStyle !== null && pathStyle !== 'true' && pathStyle !== 'false') {
    throw storageError('S3_URL: forcePathStyle is true or false.')
  }
  return {
    driver: 's3',
    bucket,
    endpoint: `${url.protocol === 's3+http:' ? 'http' : 'https'}://${url.host}`,
    region: url.searchParams.get('region') || DEFAULT_S3_REGION,
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
    forcePathStyle: pathStyle !== 'false',
    publicUrl,
  }
}

/**
 * The storage driver: local unless an S3 variable is set. A half-given bucket is refused at start, not found
 * out at the first upload; S3_ENDPOINT may be left out for AWS S3 itself.
 */
function readStorageConfig(vars: EnvVars): StorageConfig {
  const publicUrl = vars.S3_PUBLIC_URL?.replace(/\/+$/, '')
  const given = [...S3_PARTS, ...S3_OPTIONS].filter((name) => vars[name] !== undefined)
  if (vars.S3_URL) {
    if (given.length > 0) throw storageError(`S3_URL or ${given.join(', ')}: one way to name the bucket.`)
    return readS3Url(vars.S3_URL, publicUrl)
  }
  if (given.length === 0) {
    if (publicUrl) throw storageError('S3_PUBLIC_URL needs a bucket: S3_URL or S3_BUCKET and its keys.')
    return { driver: 'local' }
  }
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = vars
  if (!bucket || !accessKeyId || !secretAccessKey) {
    throw storageError(
      'S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (and S3_ENDPOINT unless AWS).',
    )
  }
  return {
    driver: 's3',
    bucket,
    endpoint: vars.S3_ENDPOINT?.replace(/\/+$/, ''),
    region: vars.S3_REGION ?? DEFAULT_S3_REGION,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: (vars.S3_FORCE_PATH_STYLE ?? String(vars.S3_ENDPOINT !== undefined)) === 'true',
    publicUrl,
  }
}

// The message of a bad value goes to the start-up log: a URL's password (S3_URL's secret) is left out of it.
function withoutPassword(value: string): string {
  const url = URL.parse(value)
  if (!url?.password) return value
  url.password = '***'
  return url.href
}

const WHATSAPP_PARTS = [
  'WHATSAPP_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
] as const

/**
 * The Cloud API's settings: all four parts or none (off). Half of them is refused at start, naming what is
 * missing: without the verify token Meta cannot check the webhook, so no status or "BAJA" would ever arrive.
 */
function readWhatsAppConfig(vars: EnvVars): WhatsAppConfig | undefined {
  const {
    WHATSAPP_TOKEN: token,
    WHATSAPP_PHONE_NUMBER_ID: phoneNumberId,
    WHATSAPP_APP_SECRET: appSecret,
    WHATSAPP_VERIFY_TOKEN: verifyToken,
  } = vars
  if (token && phoneNumberId && appSecret && verifyToken) {
    return {
      apiUrl: vars.WHATSAPP_API_URL.replace(/\/+$/, ''),
      token,
      phoneNumberId,
      appSecret,
      verifyToken,
      hourlyLimit: vars.WHATSAPP_HOURLY_LIMIT,
      timeoutMs: vars.WHATSAPP_TIMEOUT_SECONDS * 1000,
    }
  }
  const missing = WHATSAPP_PARTS.filter((name) => !vars[name])
  if (missing.length === WHATSAPP_PARTS.length) return undefined
  throw new ConfigError(
    `Invalid configuration:\n  ${WHATSAPP_PARTS.join(', ')} go together: ${missing.join(', ')} missing.`,
  )
}

// Variables whose value never goes to the start-up log, even when it is wrong.
const SECRET_VARIABLES = new Set(['WHATSAPP_TOKEN', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'])

/** Reads the configuration from environment variables; throws a ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0])
      const shown = SECRET_VARIABLES.has(name) ? '***' : withoutPassword(env[name] ?? '')
      return `${name}=${JSON.stringify(shown)}: ${issue.message}`
    })
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`)
  }
  const vars = parsed.data
  const googleParts = [vars.GOOGLE_CLIENT_ID, vars.GOOGLE_CLIENT_SECRET]
  const oidcParts = [vars.OIDC_DISCOVERY_URL, vars.OIDC_CLIENT_ID, vars.OIDC_CLIENT_SECRET]
  // Half a provider is a mistake to say at start, not a button that fails when someone clicks it.
  if (googleParts.some(Boolean) && !googleParts.every(Boolean)) {
    throw new ConfigError('Invalid configuration:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together.')
  }
  if (oidcParts.some(Boolean) && !oidcParts.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  OIDC_DISCOVERY_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together.',
    )
  }
  if (vars.MENU_AI_URL && !vars.MENU_AI_MODEL) {
    throw new ConfigError('Invalid configuration:\n  MENU_AI_URL needs MENU_AI_MODEL (the model to ask).')
  }
  if (!vars.MENU_AI_URL && (vars.MENU_AI_MODEL || vars.MENU_AI_KEY)) {
    throw new ConfigError('Invalid configuration:\n  MENU_AI_MODEL and MENU_AI_KEY need MENU_AI_URL.')
  }
  return {
    env: vars.NODE_ENV,
    host: vars.HOST,
    port: vars.PORT,
    dataDir: resolve(vars.DATA_DIR),
    databaseUrl: vars.DATABASE_URL,
    smtpUrl: vars.SMTP_URL,
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, ''),
    logLevel: vars.LOG_LEVEL,
    webDistDir: resolve(vars.WEB_DIST_DIR),
    authSecret: vars.AUTH_SECRET,
    supportEmail: vars.SUPPORT_EMAIL,
    authRateLimit: vars.AUTH_RATE_LIMIT,
    trustProxy: parseTrustProxy(vars.TRUST_PROXY),
    menuWorkers: vars.MENU_WORKERS ?? defaultMenuWorkers(),
    menuWorkerPriority: vars.MENU_WORKER_PRIORITY,
    menuQueueLimit: vars.MENU_QUEUE_LIMIT,
    menuRateLimit: vars.MENU_RATE_LIMIT,
    bookingRateLimit: vars.BOOKING_RATE_LIMIT,
    orderRateLimit: vars.ORDER_RATE_LIMIT,
    visitRateLimit: vars.VISIT_RATE_LIMIT,
    menuBusinessActiveLimit: vars.MENU_BUSINESS_ACTIVE_LIMIT,
    menuBusinessDailyLimit: vars.MENU_BUSINESS_DAILY_LIMIT,
    menuVisitorActiveLimit: vars.MENU_VISITOR_ACTIVE_LIMIT,
    menuTestReader:
      vars.NODE_ENV === 'test' && vars.MENU_TEST_READER
        ? pathToFileURL(resolve(vars.MENU_TEST_READER)).href
        : undefined,
    shutdownTimeoutSeconds: vars.SHUTDOWN_TIMEOUT_SECONDS,
    metricsToken: vars.METRICS_TOKEN,
    google:
      vars.GOOGLE_CLIENT_ID && vars.GOOGLE_CLIENT_SECRET
        ? { clientId: vars.GOOGLE_CLIENT_ID, clientSecret: vars.GOOGLE_CLIENT_SECRET }
        : undefined,
    oidc:
      vars.OIDC_DISCOVERY_URL && vars.OIDC_CLIENT_ID && vars.OIDC_CLIENT_SECRET
        ? {
            discoveryUrl: vars.OIDC_DISCOVERY_URL,
            clientId: vars.OIDC_CLIENT_ID,
            clientSecret: vars.OIDC_CLIENT_SECRET,
            name: vars.OIDC_NAME,
          }
        : undefined,
    menuModel:
      vars.MENU_AI_URL && vars.MENU_AI_MODEL
        ? {
            url: vars.MENU_AI_URL.replace(/\/+$/, ''),
            model: vars.MENU_AI_MODEL,
            key: vars.MENU_AI_KEY,
            timeoutMs: vars.MENU_AI_TIMEOUT_SECONDS * 1000,
            dailyLimit: vars.MENU_AI_DAILY_LIMIT,
            host: new URL(vars.MENU_AI_URL).host,
          }
        : undefined,
    storage: readStorageConfig(vars),
    whatsapp: readWhatsAppConfig(vars),
  }
}

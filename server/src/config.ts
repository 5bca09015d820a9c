import { resolve } from 'node:path'
import { z } from 'zod'

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value)
const optionalUrl = (protocols: string[]) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: new RegExp(`^(${protocols.join('|')})$`) })
      .optional()
      .describe(`a ${protocols.join(' or ')} URL`),
  )

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
  AUTH_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
})

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
  /** Signs session cookies; without it the server makes one and keeps it in the database. */
  authSecret: string | undefined
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Reads the configuration from environment variables; throws a ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0])
      return `${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`
    })
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`)
  }
  const vars = parsed.data
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
  }
}

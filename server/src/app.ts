import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import { type DatabaseHandle, openDatabase } from './db/database.ts'
import { healthRoutes } from './modules/health/health.routes.ts'
import { errorHandler } from './plugins/error-handler.ts'
import { securityHeaders } from './plugins/security-headers.ts'
import { spa } from './plugins/spa.ts'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    database: DatabaseHandle
  }
}

export type BuildOptions = {
  /** An already open database (tests pass a fresh one per file); otherwise opened from the config. */
  database?: DatabaseHandle
}

/** Builds the whole application without listening: the server and the tests (`app.inject`) share it. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: true,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  const database = options.database ?? (await openDatabase(config))
  app.decorate('config', config)
  app.decorate('database', database)
  app.addHook('onClose', async () => database.close())

  await app.register(securityHeaders, { isHttps: config.publicUrl.startsWith('https:') })
  await app.register(errorHandler)
  await app.register(healthRoutes, { prefix: '/api' })
  await app.register(spa, { distDir: config.webDistDir })
  return app
}

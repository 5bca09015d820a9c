import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import { type DatabaseHandle, openDatabase } from './db/database.ts'
import { accountsRoutes } from './modules/accounts/accounts.routes.ts'
import { type Auth, createAuth } from './modules/accounts/auth.ts'
import { getAuthSecret } from './modules/accounts/auth-secret.ts'
import { cataloguesRoutes } from './modules/catalogues/catalogues.routes.ts'
import { chatRoutes } from './modules/chat/chat.routes.ts'
import { healthRoutes } from './modules/health/health.routes.ts'
import { imagesRoutes } from './modules/images/images.routes.ts'
import { mediaRoutes } from './modules/images/media.routes.ts'
import { mediaDirectory } from './modules/images/media-store.ts'
import { scheduleImageSweeps } from './modules/images/media-sweep.ts'
import { leadsRoutes } from './modules/leads/leads.routes.ts'
import { createMailer } from './modules/mail/mailer.ts'
import {
  type MenuAnalysesOptions,
  registerMenuAnalyses,
} from './modules/menu-analyses/menu-analyses.plugin.ts'
import { forgetPagesOnOwnerWrites, PageCache } from './modules/public-menu/page-cache.ts'
import { publicMenuRoutes } from './modules/public-menu/public-menu.routes.ts'
import { supportRoutes } from './modules/support/support.routes.ts'
import { errorHandler } from './plugins/error-handler.ts'
import { openApi } from './plugins/openapi.ts'
import { originCheck } from './plugins/origin-check.ts'
import { securityHeaders } from './plugins/security-headers.ts'
import { spa } from './plugins/spa.ts'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    database: DatabaseHandle
    auth: Auth
  }
}

export type BuildOptions = {
  /** An already open database (tests pass a fresh one per file); otherwise opened from the config. */
  database?: DatabaseHandle
  /** Tests give the menu-analysis workers a fake reader and a shorter time limit. */
  menuAnalyses?: MenuAnalysesOptions
}

/** Builds the whole application without listening: the server and the tests (`app.inject`) share it. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  const database = options.database ?? (await openDatabase(config))
  app.decorate('config', config)
  app.decorate('database', database)
  app.addHook('onClose', async () => database.close())
  const mailer = createMailer({ smtpUrl: config.smtpUrl, db: database.db, log: app.log })
  app.addHook('onClose', async () => mailer.close())
  const secret = await getAuthSecret(database.db, config.authSecret)
  app.decorate('auth', createAuth({ db: database.db, config, secret, mailer, log: app.log }))

  // Rendered public menus; the root-level hook forgets a business's pages after each write of its owner.
  const publicPages = new PageCache()
  forgetPagesOnOwnerWrites(app, publicPages)
  await app.register(securityHeaders, { isHttps: config.publicUrl.startsWith('https:') })
  await app.register(errorHandler)
  await app.register(originCheck, { publicUrl: config.publicUrl })
  await app.register(openApi)
  await app.register(healthRoutes, { prefix: '/api' })
  await app.register(accountsRoutes, { prefix: '/api' })
  await app.register(cataloguesRoutes, { prefix: '/api' })
  await app.register(leadsRoutes, { prefix: '/api', mailer })
  await app.register(chatRoutes, { prefix: '/api', mailer })
  await app.register(supportRoutes, { prefix: '/api', mailer })
  const mediaDir = mediaDirectory(config.dataDir)
  await app.register(imagesRoutes, { prefix: '/api', mediaDir })
  // Its own route, so the SPA's fallback never answers a /media address with the app's page.
  await app.register(mediaRoutes, { mediaDir })
  scheduleImageSweeps(app, mediaDir)
  await registerMenuAnalyses(app, { prefix: '/api', ...options.menuAnalyses })
  // The public menu pages and their fonts, before the SPA's fallback would answer /m/… with the app.
  await app.register(publicMenuRoutes, { cache: publicPages })
  await app.register(spa, { distDir: config.webDistDir, publicUrl: config.publicUrl })
  return app
}

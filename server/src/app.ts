import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { DestinationStream } from 'pino'
import type { Config } from './config.ts'
import { type DatabaseHandle, openDatabase } from './db/database.ts'
import { type Auth, accountsModule, requireBusiness } from './modules/accounts/index.ts'
import { auditModule } from './modules/audit/index.ts'
import { backupsModule } from './modules/backups/index.ts'
import { cataloguesModule } from './modules/catalogues/index.ts'
import { chatModule } from './modules/chat/index.ts'
import { clientsModule } from './modules/clients/index.ts'
import { healthModule } from './modules/health/index.ts'
import { imagesModule } from './modules/images/index.ts'
import { leadsModule } from './modules/leads/index.ts'
import { createMailer } from './modules/mail/index.ts'
import { type MenuAnalysesOptions, menuAnalysesModule } from './modules/menu-analyses/index.ts'
import { ORDER_SHEET_PATH, orderingModule, readOrderFigures } from './modules/ordering/index.ts'
import { paymentsModule } from './modules/payments/index.ts'
import { profileModule } from './modules/profile/index.ts'
import { promotionsModule } from './modules/promotions/index.ts'
import { publicMenuModule } from './modules/public-menu/index.ts'
import {
  createAppointmentNotifier,
  readPublicBookingFacts,
  reservationsModule,
} from './modules/reservations/index.ts'
import { secondFactor, securityModule } from './modules/security/index.ts'
import { settingsModule } from './modules/settings/index.ts'
import { sitemapModule } from './modules/sitemap/index.ts'
import { supportModule } from './modules/support/index.ts'
import { teamModule } from './modules/team/index.ts'
import { countMenuOpenings, createVisitCounting, visitsModule } from './modules/visits/index.ts'
import {
  createWhatsAppOutbox,
  DEFAULT_WHATSAPP_RETRY,
  type WhatsAppOptions,
  whatsappModule,
} from './modules/whatsapp/index.ts'
import { errorHandler } from './plugins/error-handler.ts'
import { inputGuard } from './plugins/input-guard.ts'
import { metricsPlugin } from './plugins/metrics.ts'
import { openApi } from './plugins/openapi.ts'
import { originCheck } from './plugins/origin-check.ts'
import { securityHeaders } from './plugins/security-headers.ts'
import { spa } from './plugins/spa.ts'
import { closeJobQueue, type JobQueue, openJobQueue } from './shared/jobs/job-queue.ts'
import { loggerOptions } from './shared/logging.ts'
import type { FileStore } from './shared/storage/file-store.ts'
import { openFileStore } from './shared/storage/open-file-store.ts'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    database: DatabaseHandle
    /** The job queue on the database (decision 048): analyses, e-mails and sweeps, one server each. */
    jobs: JobQueue
    auth: Auth
    /** Where files are kept: DATA_DIR, or the S3 bucket every server shares (decision 049). */
    files: FileStore
  }
}

export type BuildOptions = {
  /** An already open database (tests pass a fresh one per file); otherwise opened from the config. */
  database?: DatabaseHandle
  /** Tests give the menu-analysis workers a fake reader and a shorter time limit. */
  menuAnalyses?: MenuAnalysesOptions
  /**
   * The clock of the accounts' hourly counts (wrong code tries), the promotions' status and the public menu's
   * offers, the team's invitations and the audit log's year, in milliseconds: tests move it an hour on, across a
   * promotion's start and end, past an invitation's 7 days or an event's year.
   */
  clock?: () => number
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream
  /** How often reminders are swept (a minute unless a test or a journey wants them sooner). */
  reminderIntervalMs?: number
  /** A file store instead of the configured one (a test's own bucket, say); the app closes it. */
  files?: FileStore
  /** Addresses per sitemap list before `/sitemap.xml` becomes an index (50,000; a test pages with fewer). */
  sitemapPageSize?: number
  /** How often audit events older than a year are deleted (six hours unless a test wants it sooner). */
  auditSweepEveryMs?: number
  /** WhatsApp's retries and sweep, sooner in tests. */
  whatsapp?: WhatsAppOptions
}

// Periodic jobs under way get this long to end when the app closes (analyses are handed back at once), at
// most half the shutdown's deadline, so that the database still closes within it.
const JOB_STOP_GRACE_MS = 10_000

/** Builds the whole application without listening: the server and the tests (`app.inject`) share it. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    trustProxy: config.trustProxy,
    // While closing, a request on a kept-alive connection is still served (then the connection closes), and
    // /api/ready answers its own 503 in our error shape, rather than Fastify's bare 503 for every route.
    return503OnClosing: false,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  // Only the configuration, the database, the file store and (in accountsModule) auth hang on the app: the
  // store, like the database, is one per process and shared by several modules (images, menu analyses).
  const database = options.database ?? (await openDatabase(config))
  const files = options.files ?? openFileStore(config)
  app.decorate('config', config)
  app.decorate('database', database)
  app.decorate('files', files)
  const jobs = await openJobQueue(database, {
    onError: (error) => app.log.error({ err: error }, 'the job queue failed'),
  })
  app.decorate('jobs', jobs)
  // The first onClose hook added runs last: the modules' hooks have handed their jobs back by then.
  app.addHook('onClose', async () => {
    await closeJobQueue(jobs, Math.min(JOB_STOP_GRACE_MS, (config.shutdownTimeoutSeconds * 1000) / 2))
    await database.close()
  })
  app.addHook('onClose', async () => files.close())
  const mailer = createMailer({ smtpUrl: config.smtpUrl, db: database.db, log: app.log })
  app.addHook('onClose', async () => mailer.close())
  // WhatsApp messages (decision 072): queued by the bookings' notices and reminders, and by an order's
  // "ready", when configured.
  const whatsapp = createWhatsAppOutbox({
    config: config.whatsapp,
    jobs,
    log: app.log,
    clock: options.clock ?? Date.now,
    retry: options.whatsapp?.retry ?? DEFAULT_WHATSAPP_RETRY,
  })
  // The bookings' e-mails: told by the owner's routes and the public booking page alike.
  const onAppointment = createAppointmentNotifier({
    db: database.db,
    mailer,
    log: app.log,
    publicUrl: config.publicUrl,
    whatsapp,
  })
  // The menu's visits: the page's route counts its views, the visits module its beacons, writes and report.
  const visits = createVisitCounting(database.db, options.clock ?? Date.now, config.visitRateLimit)

  // App-wide plugins first: their hooks must exist before any module's routes are registered.
  await app.register(securityHeaders, { isHttps: config.publicUrl.startsWith('https:') })
  await app.register(errorHandler)
  // Next (after the error handler, which its route's 401 needs): the modules below feed `app.metrics`, and its
  // hook times every request registered after it.
  await app.register(metricsPlugin, { token: config.metricsToken })
  await app.register(inputGuard)
  await app.register(originCheck, { publicUrl: config.publicUrl })
  // Before every route: the OpenAPI document is built from the routes registered after it.
  await app.register(openApi)
  // The first module: its root hook forgets a business's pages after each write of its owner, so it must
  // come before the modules with write routes. Its /m/… pages come before the SPA's fallback too. The menu
  // links to the booking page while the reservations module says the business takes bookings there.
  await app.register(publicMenuModule, {
    clock: options.clock ?? Date.now,
    readBookingFacts: readPublicBookingFacts,
    onMenuOpened: countMenuOpenings(visits, app.log),
    orderSheetPath: ORDER_SHEET_PATH,
  })
  await app.register(sitemapModule, { pageSize: options.sitemapPageSize })
  await app.register(healthModule)
  await app.register(backupsModule)
  // better-auth's second factor is the security module's, handed to accounts (which security itself uses).
  await app.register(accountsModule, { mailer, clock: options.clock ?? Date.now, secondFactor })
  await app.register(profileModule, { mailer })
  await app.register(settingsModule)
  await app.register(securityModule, { mailer })
  await app.register(paymentsModule)
  await app.register(cataloguesModule, { clock: options.clock ?? Date.now })
  await app.register(promotionsModule, { clock: options.clock ?? Date.now })
  // The visits card shows the business's orders too, read by the ordering module.
  await app.register(visitsModule, { counting: visits, readOrderFigures })
  await app.register(reservationsModule, {
    clock: options.clock ?? Date.now,
    onAppointment,
    mailer,
    reminderIntervalMs: options.reminderIntervalMs,
    whatsapp,
  })
  await app.register(clientsModule)
  await app.register(leadsModule, { mailer })
  await app.register(chatModule, { mailer })
  await app.register(supportModule, { mailer })
  await app.register(teamModule, { mailer, clock: options.clock ?? Date.now })
  await app.register(orderingModule, { clock: options.clock ?? Date.now, whatsapp })
  await app.register(auditModule, {
    requireBusiness,
    clock: options.clock ?? Date.now,
    sweepEveryMs: options.auditSweepEveryMs,
  })
  await app.register(imagesModule)
  await app.register(menuAnalysesModule, options.menuAnalyses ?? {})
  await app.register(whatsappModule, { ...options.whatsapp, mailer, clock: options.clock ?? Date.now })
  // Last: the built SPA and its fallback for every other page address.
  await app.register(spa, {
    distDir: config.webDistDir,
    publicUrl: config.publicUrl,
    supportEmail: config.supportEmail,
  })
  return app
}

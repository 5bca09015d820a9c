// Starts Vitrina: reads the configuration, opens the database, listens, and shuts down gracefully.
import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import { DataDirLockedError } from './db/data-dir-lock.ts'

async function main() {
  const config = loadConfig()
  const app = await buildApp(config)

  let isClosing = false
  const shutdown = (signal: string) => {
    if (isClosing) return
    isClosing = true
    // app.close() runs the preClose hooks (readiness turns 503), stops the listener, waits for open requests,
    // then the onClose hooks (the modules hand back their jobs and workers, the database closes).
    app.log.info(`${signal}: no new connections, finishing requests, closing the database`)
    const timer = setTimeout(() => {
      app.log.error(`Shutdown took more than ${config.shutdownTimeoutSeconds} s; exiting anyway`)
      process.exit(1)
    }, config.shutdownTimeoutSeconds * 1000)
    timer.unref()
    // Node closes the connections idle when the listener stops; one whose last request ends after that
    // (a response still being written, an event stream just ended) would stay open for its keep-alive time
    // and hold the shutdown up. Each second, those are closed too.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 1000)
    sweep.unref()
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, 'error while shutting down')
        process.exit(1)
      },
    )
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))

  await app.listen({ host: config.host, port: config.port })
  const database = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`
  app.log.info(`Vitrina is on ${config.publicUrl} (database: ${database})`)
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message)
  } else {
    console.error('Vitrina could not start:', error)
  }
  process.exit(1)
})

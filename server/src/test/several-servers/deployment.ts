import postgres from 'postgres'
import { newTestDatabaseName, TEMPLATE_DATABASE, withDatabaseName } from '../postgres-url.ts'
import { startS3Server } from '../s3-server.ts'
import { startPostgresProxy } from './postgres-proxy.ts'
import { type ServerProcess, startServerProcess } from './server-processes.ts'

/**
 * Two servers, A and B, of one deployment: a fresh copy of the test template on the PostgreSQL of
 * `postgresUrl`, reached through a proxy the test can interrupt; one S3 bucket; `env` added to both. `sql`
 * reads the same database directly (not through the proxy), for what the API does not show (pg-boss's jobs).
 * `close()` stops both servers and throws the database and bucket away.
 */
export async function startTwoServers(postgresUrl: string, env: Record<string, string> = {}) {
  const name = newTestDatabaseName()
  const admin = postgres(postgresUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database ${name} template ${TEMPLATE_DATABASE}`)
  const direct = new URL(withDatabaseName(postgresUrl, name))
  const sql = postgres(direct.toString(), { max: 2, onnotice: () => {} })
  const proxy = await startPostgresProxy({ host: direct.hostname, port: Number(direct.port || 5432) })
  const proxied = new URL(direct)
  proxied.hostname = '127.0.0.1'
  proxied.port = String(proxy.port)
  const s3 = await startS3Server()
  const deployment = { DATABASE_URL: proxied.toString(), S3_URL: s3.url, ...env }
  // One after the other: the first installs nothing new, but two boots at once on 2 cores only slow both.
  const a = await startServerProcess(deployment)
  const b = await startServerProcess(deployment)
  const servers: [ServerProcess, ServerProcess] = [a, b]
  return {
    a,
    b,
    sql,
    proxy,
    close: async () => {
      await Promise.all(servers.map((server) => server.kill()))
      await sql.end()
      await proxy.close()
      await s3.stop()
      await admin.unsafe(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}

export type TwoServers = Awaited<ReturnType<typeof startTwoServers>>

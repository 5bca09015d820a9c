// A TCP proxy in front of PostgreSQL, so a test can take "the database" away from its servers without
// restarting the machine's PostgreSQL, which other test files use at the same time.
import { createConnection, createServer, type Socket } from 'node:net'

/**
 * Listens on 127.0.0.1 at a free port and passes every connection through to `target` (host and port).
 * `cut()` then `restore()` is a database restart as the servers see it: every open connection is cut, and new
 * ones are refused in between.
 */
export async function startPostgresProxy(target: { host: string; port: number }) {
  const open = new Set<Socket>()
  let isRefusing = false

  const server = createServer((client) => {
    if (isRefusing) {
      client.destroy()
      return
    }
    const upstream = createConnection(target)
    open.add(client)
    open.add(upstream)
    const forget = () => {
      client.destroy()
      upstream.destroy()
      open.delete(client)
      open.delete(upstream)
    }
    client.on('error', forget).on('close', forget)
    upstream.on('error', forget).on('close', forget)
    client.pipe(upstream)
    upstream.pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('the proxy has no port')

  return {
    port: address.port,
    /** The database goes down: every connection is cut, and new ones are refused until `restore()`. */
    cut: () => {
      isRefusing = true
      for (const socket of open) socket.destroy()
      open.clear()
    },
    /** The database is back: connections are taken again. */
    restore: () => {
      isRefusing = false
    },
    close: async () => {
      for (const socket of open) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

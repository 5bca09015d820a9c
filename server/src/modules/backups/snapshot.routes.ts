import { createHash, timingSafeEqual } from 'node:crypto'
import { Readable } from 'node:stream'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from '../../shared/errors.ts'

/** Where `npm run backup` asks the running server for its database (never under /api: no client's business). */
export const SNAPSHOT_PATH = '/internal/database-snapshot'

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

// The socket's own addresses, not request.ip: X-Forwarded-For must not make a remote caller look local.
function isFromThisMachine(request: FastifyRequest): boolean {
  const { remoteAddress, localAddress } = request.raw.socket
  return remoteAddress !== undefined && (LOOPBACK.has(remoteAddress) || remoteAddress === localAddress)
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest()
}

/**
 * `POST /internal/database-snapshot`: PGlite's data folder as a tar, for a backup taken while the server
 * runs. From this machine only, with the token of DATA_DIR/backup-access.json; 404 to anyone else.
 */
export async function snapshotRoutes(app: FastifyInstance, options: { token: string }) {
  const expected = sha256(`Bearer ${options.token}`)
  app.post(SNAPSHOT_PATH, { schema: { hide: true } }, async (request, reply) => {
    const sent = sha256(request.headers.authorization ?? '')
    if (!isFromThisMachine(request) || !timingSafeEqual(sent, expected) || !app.database.dumpEmbedded) {
      throw new AppError('not_found', 404)
    }
    const dump = await app.database.dumpEmbedded()
    reply.header('cache-control', 'no-store').type('application/x-tar')
    return reply.send(Readable.fromWeb(dump.stream() as import('node:stream/web').ReadableStream))
  })
}

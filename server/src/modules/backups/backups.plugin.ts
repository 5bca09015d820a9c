import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createBackupToken, removeBackupAccess, writeBackupAccess } from './backup-access.ts'
import { snapshotRoutes } from './snapshot.routes.ts'

/**
 * Backups of the embedded database while the server runs (decision 050): once listening, the server leaves
 * its address and a fresh token in DATA_DIR for `npm run backup`, and takes them away when it closes.
 * PostgreSQL deployments back up with pg_dump: nothing here.
 */
export const backupsModule = fp(
  async (app: FastifyInstance) => {
    if (!app.database.dumpEmbedded) return
    const { dataDir } = app.config
    const token = createBackupToken()
    await app.register(snapshotRoutes, { token })
    app.addHook('onListen', async () => {
      await writeBackupAccess(dataDir, app.server.address() as AddressInfo, token)
    })
    app.addHook('onClose', async () => removeBackupAccess(dataDir))
  },
  { name: 'backups' },
)

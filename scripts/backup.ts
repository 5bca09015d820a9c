// `npm run backup -- <file>`: one gzipped tar of the embedded database and DATA_DIR's files, taken from the
// running server when there is one (decision 050). PostgreSQL deployments use pg_dump (README "Backups").
import { resolve } from 'node:path'
import { ConfigError, loadConfig } from '../server/src/config.ts'
import { BackupError, createBackup } from '../server/src/modules/backups/index.ts'

const file = process.argv[2]
if (!file) {
  console.error('Usage: npm run backup -- <file.tar.gz>')
  process.exit(2)
}
try {
  const config = loadConfig()
  if (config.databaseUrl) {
    throw new BackupError('DATABASE_URL is set: back up PostgreSQL with pg_dump (README "Backups").')
  }
  const manifest = await createBackup(config.dataDir, resolve(file))
  const from = manifest.takenFrom === 'running-server' ? 'the running server' : config.dataDir
  console.log(`Backup of ${config.dataDir} written to ${resolve(file)} (database taken from ${from}).`)
} catch (error) {
  if (!(error instanceof BackupError || error instanceof ConfigError)) throw error
  console.error(error.message)
  process.exit(1)
}

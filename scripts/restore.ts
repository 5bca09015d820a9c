// `npm run restore -- <file>`: replaces DATA_DIR's embedded database and files with a backup's; the server
// must be stopped (decision 050). The data it replaces is kept in DATA_DIR/replaced-<time>/.
import { resolve } from 'node:path'
import { ConfigError, loadConfig } from '../server/src/config.ts'
import { BackupError, restoreBackup } from '../server/src/modules/backups/index.ts'

const file = process.argv[2]
if (!file) {
  console.error('Usage: npm run restore -- <file.tar.gz>')
  process.exit(2)
}
try {
  const config = loadConfig()
  if (config.databaseUrl) {
    throw new BackupError('DATABASE_URL is set: restore PostgreSQL with pg_restore (README "Backups").')
  }
  const { manifest, replacedDir } = await restoreBackup(config.dataDir, resolve(file))
  console.log(`Restored ${config.dataDir} from the backup of ${manifest.createdAt}.`)
  if (replacedDir) console.log(`What it replaced is in ${replacedDir}: delete it once the server runs well.`)
} catch (error) {
  if (!(error instanceof BackupError || error instanceof ConfigError)) throw error
  console.error(error.message)
  process.exit(1)
}

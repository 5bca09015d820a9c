// The backups module's public face: its plugin (the running server's snapshots) and the two commands'
// services (scripts/backup.ts, scripts/restore.ts).
export { BackupError, type BackupManifest, createBackup } from './backup.service.ts'
export { backupsModule } from './backups.plugin.ts'
export { type RestoreResult, restoreBackup } from './restore.service.ts'

export { BackupArchiveError, openBackupArchive, type BackupManifest, type TableManifest } from './backup-archive.server'
export {
  writeBackup,
  writeBackupFile,
  type BackupOptions,
  type BackupSummary,
  type Installation,
} from './backup.server'
export {
  claimEmbeddedDatabase,
  keyLocations,
  openInstallation,
  ServerRunningError,
  type KeyLocations,
  type OpenInstallation,
} from './installation.server'
export { migrateToServer, verifyInstallation, type MigrateReport, type Verification } from './migrate-to-server.server'
export {
  restoreBackup,
  RestoreRefusedError,
  type RestoreOptions,
  type RestoreReport,
  type RestoreTarget,
} from './restore.server'
export { failureMessage } from './failure-message.server'
export { formatBytes, printTable } from './report'

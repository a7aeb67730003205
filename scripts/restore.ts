/**
 * npm run restore -- FILE [--force]: puts a backup made by `npm run backup` into the configured database and
 * file store (docs/operations.md). Refuses a target that already has accounts unless --force.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import {
  claimEmbeddedDatabase,
  failureMessage,
  formatBytes,
  openInstallation,
  printTable,
  restoreBackup,
} from '~/features/operations/index.server'
import { parseEnv } from '~/lib/env.server'

try {
  const { values, positionals } = parseArgs({ options: { force: { type: 'boolean' } }, allowPositionals: true })
  const [file] = positionals
  if (!file || positionals.length > 1) {
    console.error('Usage: npm run restore -- <backup.zip> [--force]')
    process.exit(1)
  }
  const env = parseEnv(process.env)
  const dataDirLock = await claimEmbeddedDatabase(env, 'restore')
  const archive = path.resolve(file)
  const { database, store, keys } = await openInstallation(env)
  try {
    const started = performance.now()
    const report = await restoreBackup(
      archive,
      { database, store, documentKeyIds: keys.documentKeyIds },
      { force: values.force === true, progress: (line) => console.error(line) },
    )
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    const rows = report.tables.reduce((sum, table) => sum + table.rows, 0)
    console.log(`Restored ${archive} (made ${report.manifest.createdAt}) in ${seconds} s`)
    console.log(`Database (${database.driver}), row counts checked against the archive:`)
    console.log(printTable(report.tables.map((table) => [table.name, table.rows])))
    console.log(`  ${report.tables.length} tables, ${rows} rows`)
    console.log(
      `Files (${store.driver}): ${report.objects.count}, ${formatBytes(report.objects.bytes)}, each checked by SHA-256`,
    )
    if (report.removedObjects > 0) console.log(`  ${report.removedObjects} files of the replaced installation removed`)
    if (report.missingKeyIds.length > 0) {
      console.error(
        `WARNING: the files were stored under document key ${report.missingKeyIds.join(', ')}, which is not configured here (${keys.documentKey}${keys.documentKeyId ? `, key ${keys.documentKeyId}` : ': none found'}). Documents cannot be opened until DOCUMENT_KEY is the key of the installation that made the backup (or that key is in DOCUMENT_KEYS_PREVIOUS).`,
      )
      process.exitCode = 2
    } else if (report.manifest.documentKeys.usedByFiles.length > 0) {
      console.log(`The configured document key (${keys.documentKey}) opens every file's key.`)
    }
  } finally {
    await database.close()
    await dataDirLock?.release()
  }
} catch (error) {
  console.error(failureMessage('Restore', error))
  process.exit(1)
}

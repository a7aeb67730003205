/**
 * npm run backup -- [--out FILE]: one ZIP with a consistent copy of the database and every stored file of the
 * configured installation (docs/operations.md). The keys are not in it: the summary says where they are.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import {
  claimEmbeddedDatabase,
  failureMessage,
  formatBytes,
  openInstallation,
  printTable,
  writeBackupFile,
} from '~/features/operations/index.server'
import { parseEnv } from '~/lib/env.server'

function defaultArchiveName(now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)
  return `afterword-backup-${stamp}.zip`
}

try {
  const { values } = parseArgs({ options: { out: { type: 'string' } } })
  const env = parseEnv(process.env)
  const dataDirLock = await claimEmbeddedDatabase(env, 'backup')
  const out = path.resolve(values.out ?? defaultArchiveName(new Date()))
  const { database, store, keys } = await openInstallation(env)
  try {
    const started = performance.now()
    const summary = await writeBackupFile(
      { db: database.db, driver: database.driver, store, documentKeyId: keys.documentKeyId },
      out,
      { progress: (line) => console.error(line) },
    )
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    const { manifest } = summary
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0)
    console.log(`Backup written: ${out} (${formatBytes(summary.archiveBytes)}, ${seconds} s)`)
    console.log(`Database (${database.driver}, migration ${manifest.migration.tag ?? manifest.migration.createdAt}):`)
    console.log(printTable(manifest.tables.map((table) => [table.name, table.rows])))
    console.log(`  ${manifest.tables.length} tables, ${rows} rows`)
    console.log(`Files (${store.driver}): ${manifest.objects.count}, ${formatBytes(manifest.objects.bytes)}`)
    if (summary.vanishedObjects.length > 0) {
      console.log(
        `  ${summary.vanishedObjects.length} files were deleted while the backup ran and are not in it; their documents were deleted too, or the document sweep will remove them after a restore.`,
      )
    }
    if (summary.foreignObjects > 0) {
      console.log(`  ${summary.foreignObjects} objects in the bucket are not Afterword's and were left out.`)
    }
    console.log('')
    console.log(
      'The keys are NOT in the archive. Keep a copy of each apart from it (one stolen archive must not hold both):',
    )
    console.log(`  document key (without it no file can be read): ${keys.documentKey}`)
    console.log(`  session secret (BETTER_AUTH_SECRET):           ${keys.authSecret}`)
    if (!keys.documentKeyId) {
      console.log('  No document key was found: set DOCUMENT_KEY, or run this where DATA_DIR/document-key is.')
    }
  } finally {
    await database.close()
    await dataDirLock?.release()
  }
} catch (error) {
  console.error(failureMessage('Backup', error))
  process.exit(1)
}

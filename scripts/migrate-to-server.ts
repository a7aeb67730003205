/**
 * npm run migrate-to-server -- [--database-url URL] [--force]: moves the embedded installation (the database in
 * DATA_DIR/db, the files in DATA_DIR/files) to a PostgreSQL server (--database-url or DATABASE_URL) and an
 * S3-compatible bucket (S3_*), checks it, and prints the settings to start the server with
 * (docs/operations.md, 'Moving to a server').
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { objectStoreFrom } from '~/features/documents/index.server'
import {
  claimEmbeddedDatabase,
  failureMessage,
  formatBytes,
  keyLocations,
  migrateToServer,
  printTable,
} from '~/features/operations/index.server'
import { openDatabase } from '~/lib/db.server'
import { createFilesystemStore } from '~/lib/storage.server'
import { EnvError, parseEnv } from '~/lib/env.server'

function withoutPassword(url: string): string {
  const parsed = new URL(url)
  if (parsed.password) parsed.password = '********'
  return parsed.toString()
}

try {
  const { values } = parseArgs({ options: { 'database-url': { type: 'string' }, force: { type: 'boolean' } } })
  // The production rules (keys required with DATABASE_URL) are for a server starting; this only moves data,
  // and ends by saying which keys to set.
  const common = { ...process.env, NODE_ENV: undefined }
  const source = parseEnv({ ...common, DATABASE_URL: undefined, S3_BUCKET: undefined })
  const target = parseEnv({ ...common, DATABASE_URL: values['database-url'] ?? process.env.DATABASE_URL })
  if (!target.DATABASE_URL) {
    throw new EnvError('Say which PostgreSQL server to move to: --database-url postgres://… (or set DATABASE_URL).')
  }
  if (!target.S3_BUCKET) {
    throw new EnvError(
      'Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as your store needs) to the bucket the files move to.',
    )
  }
  const dataDirLock = await claimEmbeddedDatabase(source, 'migrate-to-server')
  const keys = await keyLocations(source)
  const embedded = await openDatabase({ driver: 'pglite', dataDir: source.DATA_DIR })
  const server = await openDatabase({ driver: 'postgres', url: target.DATABASE_URL, poolMax: 2 })
  try {
    const started = performance.now()
    const report = await migrateToServer(
      {
        db: embedded.db,
        driver: embedded.driver,
        store: createFilesystemStore(path.resolve(source.DATA_DIR, 'files')),
        documentKeyId: keys.documentKeyId,
      },
      { database: server, store: objectStoreFrom(target), documentKeyIds: keys.documentKeyIds },
      { force: values.force === true, progress: (line) => console.error(line) },
    )
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(`Moved in ${seconds} s (archive of ${formatBytes(report.backup.archiveBytes)}, removed after).`)
    console.log('Row counts, embedded → server:')
    console.log(printTable(report.verified.tables.map((table) => [table.name, `${table.expected} → ${table.actual}`])))
    console.log(
      `Files: ${report.verified.objectsChecked} (${formatBytes(report.backup.manifest.objects.bytes)}) read back from the bucket, ${report.verified.badObjects.length} differing`,
    )
    if (!report.verified.ok) {
      console.error(
        `The check FAILED: ${report.verified.badObjects.slice(0, 5).join(', ')}. Do not switch over; run this again with --force.`,
      )
      process.exitCode = 1
    } else {
      console.log('')
      console.log('Checked: every row count and every file matches. Start the server with (and keep) these settings:')
      const url = withoutPassword(target.DATABASE_URL)
      console.log(`  DATABASE_URL=${url}${url === target.DATABASE_URL ? '' : '   (with the password as you gave it)'}`)
      for (const name of [
        'S3_BUCKET',
        'S3_ENDPOINT',
        'S3_REGION',
        'S3_FORCE_PATH_STYLE',
        'S3_ACCESS_KEY_ID',
      ] as const) {
        if (process.env[name]) console.log(`  ${name}=${process.env[name]}`)
      }
      if (process.env.S3_SECRET_ACCESS_KEY) console.log('  S3_SECRET_ACCESS_KEY=(as you set it here)')
      console.log(
        keys.documentKey.startsWith('the ')
          ? '  DOCUMENT_KEY=(unchanged: the value you set here)'
          : `  DOCUMENT_KEY=(the contents of ${keys.documentKey})`,
      )
      console.log(
        keys.authSecret.startsWith('the ')
          ? '  BETTER_AUTH_SECRET=(unchanged: the value you set here)'
          : `  BETTER_AUTH_SECRET=(the contents of ${keys.authSecret})`,
      )
      // Push reminders (decision 078): the devices were subscribed with this installation's pair.
      console.log(
        process.env.VAPID_PUBLIC_KEY
          ? '  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY=(unchanged: the values you set here)'
          : `  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY=(publicKey and privateKey in ${path.resolve(source.DATA_DIR, 'vapid-keys.json')}, if it exists; without them reminders on phones are off)`,
      )
      console.log(
        'Every instance needs the same DOCUMENT_KEY, BETTER_AUTH_SECRET and VAPID keys; keep copies apart from your backups.',
      )
      console.log(
        `The embedded installation in ${path.resolve(source.DATA_DIR)} was only read: keep it until the server runs well.`,
      )
    }
  } finally {
    await Promise.all([embedded.close(), server.close()])
    await dataDirLock?.release()
  }
} catch (error) {
  console.error(failureMessage('Moving', error))
  process.exit(1)
}

import { describe, expect, it } from 'vitest'
import { migrateToServer } from '~/features/operations/index.server'
import { openDatabase } from '~/lib/db.server'
import { createS3Store } from '~/lib/storage-s3.server'
import { decryptedFiles, everyRow, seedInstallation } from '../setup/seed-installation'
import { setUpLoopbackS3 } from '../setup/loopback-s3'
import { setUpTestContext } from '../setup/test-context'
import { createTestDatabase } from '../setup/test-database'

/**
 * An embedded installation (PGlite, files on disk) moved to a PostgreSQL server and an S3-compatible bucket
 * (s3rver on loopback). It needs the server, so it runs in the integration:postgres project only.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('moving an embedded installation to a server', () => {
  const source = setUpTestContext(async () => {
    const embedded = await openDatabase({ driver: 'pglite' })
    await embedded.migrate()
    return embedded
  })
  const s3 = setUpLoopbackS3()

  it('carries every row and file, checks them, and refuses to run over the result again', async () => {
    const seeded = await seedInstallation(source)
    // A server database the app has already started on once: migrated, without accounts.
    const server = await createTestDatabase()
    try {
      const bucket = createS3Store(s3.options)
      const target = { database: server, store: bucket, documentKeyIds: [source.documents.keys.currentId] }
      const installation = {
        db: source.db,
        driver: 'pglite' as const,
        store: source.documents.store,
        documentKeyId: source.documents.keys.currentId,
      }
      const progress: string[] = []
      const report = await migrateToServer(installation, target, { progress: (line) => progress.push(line) })

      expect(report.verified.ok).toBe(true)
      expect(report.verified.objectsChecked).toBe(3)
      expect(report.verified.tables.find((table) => table.name === 'users')).toEqual({
        name: 'users',
        expected: 2,
        actual: 2,
      })
      expect(progress).toContain('files: 3 of 3')
      expect(await everyRow(server.db)).toEqual(await everyRow(source.db))
      const files = await decryptedFiles(server.db, bucket, source.documents.keys)
      for (const [name, bytes] of seeded.files) expect(files.get(name)?.equals(bytes), name).toBe(true)

      await expect(migrateToServer(installation, target)).rejects.toThrow(/already has 2 accounts/)
    } finally {
      await server.close()
    }
  })
})

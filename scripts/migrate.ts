/**
 * npm run db:migrate: applies db/migrations to the configured database (DATABASE_URL, or the embedded one in
 * DATA_DIR) and exits. The server also migrates at start; this is for deploy pipelines.
 */
import { claimEmbeddedDatabase, ServerRunningError } from '~/features/operations/index.server'
import { openDatabase } from '~/lib/db.server'
import { EnvError, parseEnv } from '~/lib/env.server'

try {
  const env = parseEnv(process.env)
  const dataDirLock = await claimEmbeddedDatabase(env, 'db:migrate')
  const database = env.DATABASE_URL
    ? await openDatabase({ driver: 'postgres', url: env.DATABASE_URL, poolMax: 2 })
    : await openDatabase({ driver: 'pglite', dataDir: env.DATA_DIR })
  try {
    await database.migrate()
    console.log(`Migrations applied (${database.driver}).`)
  } finally {
    await database.close()
    await dataDirLock?.release()
  }
} catch (error) {
  const foreseen = error instanceof EnvError || error instanceof ServerRunningError
  console.error(foreseen ? error.message : `Migration failed: ${String(error)}`)
  process.exit(1)
}

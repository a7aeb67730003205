/**
 * npm run db:migrate: applies db/migrations to the configured database (DATABASE_URL, or the embedded one in
 * DATA_DIR) and exits. The server also migrates at start; this is for deploy pipelines.
 */
import { openDatabase } from '~/lib/db.server'
import { EnvError, parseEnv } from '~/lib/env.server'

try {
  const env = parseEnv(process.env)
  const database = env.DATABASE_URL
    ? await openDatabase({ driver: 'postgres', url: env.DATABASE_URL, poolMax: 2 })
    : await openDatabase({ driver: 'pglite', dataDir: env.DATA_DIR })
  try {
    await database.migrate()
    console.log(`Migrations applied (${database.driver}).`)
  } finally {
    await database.close()
  }
} catch (error) {
  console.error(error instanceof EnvError ? error.message : `Migration failed: ${String(error)}`)
  process.exit(1)
}

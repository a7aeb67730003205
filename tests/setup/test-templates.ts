import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { dropDatabase, postgresTemplateName } from './test-database'

/**
 * Vitest's global setup: a folder for this run's migrated database templates (tests/setup/test-database.ts makes
 * them the first time a file asks), named in TEST_TEMPLATES_DIR for the workers; the folder and the PostgreSQL
 * template database go when the run ends.
 */
export default function setup() {
  const folder = mkdtempSync(path.join(tmpdir(), 'afterword-test-templates-'))
  process.env.TEST_TEMPLATES_DIR = folder
  return async () => {
    rmSync(folder, { recursive: true, force: true })
    const serverUrl = process.env.TEST_DATABASE_URL
    if (serverUrl) await dropDatabase(serverUrl, postgresTemplateName(folder))
  }
}

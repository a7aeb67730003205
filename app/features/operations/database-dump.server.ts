import { sql } from 'drizzle-orm'
import { queryRows, type Database } from '~/lib/db.server'
import type { BackupManifest } from './backup-archive.server'
import { listTables, qualified, quoteIdentifier, type TableShape } from './database-schema.server'
import { appliedMigrationLevel, type MigrationLevel } from './migration-level.server'

/** Rows fetched from the cursor at a time: the most of a table held in memory at once. */
export const DUMP_BATCH_ROWS = 250

export type ColumnManifest = BackupManifest['tables'][number]['columns'][number]

export interface TableWriter {
  /** Some whole lines of the table's file (each ends in a newline); resolves when there is room for more. */
  write(lines: string): Promise<void>
  end(): Promise<void>
}

export interface DumpHooks {
  /** Called once every table will be read from one snapshot, before the first row is read (tests write here). */
  afterSnapshot?: () => Promise<void>
  /** Called as each table finishes. */
  tableDone?: (table: string, rows: number, index: number, total: number) => void
}

export interface DatabaseDump {
  migration: MigrationLevel
  documentKeysUsed: string[]
  tables: Array<{ name: string; columns: ColumnManifest[]; rows: number }>
}

/**
 * Writes every table of the public schema as JSON lines, all from one snapshot: one read-only, repeatable-read
 * transaction, so a row written while the backup runs is either in every table it touches or in none. Rows are
 * read through a cursor in batches of DUMP_BATCH_ROWS, in primary-key order, so no table is held in memory
 * and the same database always gives the same files.
 */
export async function dumpDatabase(
  db: Database,
  known: MigrationLevel[],
  openTable: (table: string) => TableWriter,
  hooks: DumpHooks = {},
): Promise<DatabaseDump> {
  return db.transaction(
    async (tx) => {
      // Timestamps are written with their offset; UTC makes the files the same whichever server wrote them.
      await tx.execute(sql`set local timezone = 'UTC'`)
      // The first query fixes the snapshot every later one reads.
      const migration = await appliedMigrationLevel(tx, known)
      if (!migration) {
        throw new Error('The database has no migrations applied: there is nothing to back up (is it the right one?).')
      }
      await hooks.afterSnapshot?.()
      const tables = await listTables(tx)
      const dumped: DatabaseDump['tables'] = []
      for (const [index, table] of tables.entries()) {
        const columns = dumpedColumns(table)
        const rows = await dumpTable(tx, table, columns, openTable(table.name))
        dumped.push({ name: table.name, columns, rows })
        hooks.tableDone?.(table.name, rows, index + 1, tables.length)
      }
      return { migration, documentKeysUsed: await documentKeysUsed(tx, tables), tables: dumped }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}

/** Generated columns are left out: they are derived from the others and the restore computes them again. */
function dumpedColumns(table: TableShape): ColumnManifest[] {
  return table.columns
    .filter((column) => !column.generated)
    .map((column) => ({
      name: column.name,
      encoding: column.dataType === 'json' || column.dataType === 'jsonb' ? 'json-text' : 'value',
    }))
}

async function dumpTable(db: Database, table: TableShape, columns: ColumnManifest[], writer: TableWriter) {
  const select = columns
    .map(({ name, encoding }) =>
      encoding === 'json-text' ? `${quoteIdentifier(name)}::text as ${quoteIdentifier(name)}` : quoteIdentifier(name),
    )
    .join(', ')
  const order = table.primaryKey.length
    ? ` order by ${table.primaryKey.map((key) => `r.${quoteIdentifier(key)}`).join(', ')}`
    : ''
  const cursor = 'afterword_backup_rows'
  await db.execute(
    sql.raw(
      `declare ${cursor} no scroll cursor for select row_to_json(r)::text as line from (select ${select} from ${qualified(table.name)}) r${order}`,
    ),
  )
  let rows = 0
  try {
    for (;;) {
      const batch = await queryRows<{ line: string }>(db, sql.raw(`fetch forward ${DUMP_BATCH_ROWS} from ${cursor}`))
      if (batch.length === 0) break
      rows += batch.length
      await writer.write(batch.map((row) => `${row.line}\n`).join(''))
    }
  } finally {
    await db.execute(sql.raw(`close ${cursor}`))
  }
  await writer.end()
  return rows
}

/**
 * The master-key ids the stored files' data keys are wrapped under: any table with `key_id` and `wrapped_key`
 * (documents, data exports). The restore checks the keys it is given can open them.
 */
async function documentKeysUsed(db: Database, tables: TableShape[]): Promise<string[]> {
  const wrapped = tables.filter((table) =>
    ['key_id', 'wrapped_key'].every((name) => table.columns.some((column) => column.name === name)),
  )
  if (wrapped.length === 0) return []
  const union = wrapped
    .map((table) => `select key_id from ${qualified(table.name)} where key_id is not null`)
    .join(' union ')
  const rows = await queryRows<{ key_id: string }>(db, sql.raw(`${union} order by key_id`))
  return rows.map((row) => row.key_id)
}

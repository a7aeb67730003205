import type { Readable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { queryRows, type Database } from '~/lib/db.server'
import { damaged, type TableManifest } from './backup-archive.server'
import {
  foreignKeyOrder,
  listTables,
  qualified,
  quoteIdentifier,
  rowCounts,
  type TableShape,
} from './database-schema.server'

/** Rows sent in one insert, unless LOAD_BATCH_BYTES comes first. */
const LOAD_BATCH_ROWS = 250
const LOAD_BATCH_BYTES = 4 * 1024 * 1024

/**
 * Removes everything the migrations made, so the database can be migrated again from nothing: the public
 * schema's tables, views, sequences, functions and types (not an extension's), and drizzle's record of applied
 * migrations. Each object is dropped by name rather than the schema itself, which on a server the app's role
 * may own only the contents of. Run it in the restore's transaction (restore.server.ts), so that nothing is
 * gone unless the new rows are all in.
 */
export async function emptyDatabase(db: Database): Promise<void> {
  const relations = await queryRows<{ name: string; kind: string }>(
    db,
    sql`select c.relname as name, c.relkind as kind from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
          and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')`,
  )
  const routines = await queryRows<{ signature: string }>(
    db,
    sql`select p.oid::regprocedure::text as signature from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public'
          and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
  )
  const types = await queryRows<{ name: string; kind: string }>(
    db,
    sql`select t.typname as name, t.typtype as kind from pg_type t
        join pg_namespace n on n.oid = t.typnamespace
        where n.nspname = 'public' and t.typtype in ('e', 'd', 'r', 'm')
          and not exists (select 1 from pg_depend d where d.objid = t.oid and d.deptype = 'e')`,
  )
  const dropKind: Record<string, string> = {
    r: 'table',
    p: 'table',
    f: 'foreign table',
    v: 'view',
    m: 'materialized view',
    S: 'sequence',
  }
  // Tables first: a cascade may already have taken a view or a sequence, hence `if exists` everywhere.
  const byKind = [...relations].sort((a, b) => 'rpfvmS'.indexOf(a.kind) - 'rpfvmS'.indexOf(b.kind))
  for (const relation of byKind) {
    await db.execute(sql.raw(`drop ${dropKind[relation.kind]} if exists ${qualified(relation.name)} cascade`))
  }
  for (const routine of routines) await db.execute(sql.raw(`drop routine if exists ${routine.signature} cascade`))
  for (const type of types) {
    const kind = type.kind === 'd' ? 'domain' : 'type'
    await db.execute(sql.raw(`drop ${kind} if exists ${qualified(type.name)} cascade`))
  }
  await db.execute(sql`drop table if exists drizzle.__drizzle_migrations`)
}

export interface LoadProgress {
  tableDone?: (table: string, rows: number, index: number, total: number) => void
}

/**
 * Loads every table's rows, parents before children so every foreign key is checked as rows arrive, then moves
 * each sequence past the largest value restored and checks each table's count against the manifest. Run it in
 * the restore's transaction, so that anything wrong rolls everything back. The JSON lines go to PostgreSQL as
 * they were written: `json_populate_record` turns each value back into its column's type (bytea from its hex,
 * arrays, timestamps with their offset, numerics without a detour through JavaScript numbers).
 */
export async function loadTables(
  db: Database,
  tables: TableManifest[],
  openEntry: (entry: string) => Promise<Readable>,
  progress: LoadProgress = {},
): Promise<Map<string, number>> {
  const shapes = new Map((await listTables(db)).map((shape) => [shape.name, shape]))
  const archived = new Map(tables.map((table) => [table.name, table]))
  for (const table of tables) {
    if (!shapes.has(table.name)) {
      throw new Error(
        `The archive has a table ${table.name} that the migrated database does not: nothing was restored.`,
      )
    }
  }
  const order = await foreignKeyOrder(db, [...shapes.keys()].sort())
  const toLoad = order.filter((name) => archived.has(name))
  for (const [index, name] of toLoad.entries()) {
    const table = archived.get(name) as TableManifest
    const rows = await loadTable(db, table, shapes.get(name) as TableShape, await openEntry(table.entry))
    progress.tableDone?.(name, rows, index + 1, toLoad.length)
  }
  await resetSequences(db)
  const counts = await rowCounts(db, toLoad)
  const wrong = tables.filter((table) => counts.get(table.name) !== table.rows)
  if (wrong.length > 0) {
    const detail = wrong.map((table) => `${table.name} ${counts.get(table.name)} of ${table.rows}`).join(', ')
    throw new Error(`The restored row counts do not match the archive (${detail}): nothing was restored.`)
  }
  return counts
}

async function loadTable(db: Database, table: TableManifest, shape: TableShape, body: Readable): Promise<number> {
  const targetColumns = new Map(shape.columns.map((column) => [column.name, column]))
  for (const column of table.columns) {
    const target = targetColumns.get(column.name)
    if (!target || target.generated) {
      throw new Error(
        `The archive's ${table.name}.${column.name} has no place in the migrated database: nothing was restored.`,
      )
    }
  }
  const names = table.columns.map((column) => quoteIdentifier(column.name)).join(', ')
  const values = table.columns
    .map(({ name, encoding }) => {
      if (encoding === 'value') return `r.${quoteIdentifier(name)}`
      const type = targetColumns.get(name)?.dataType === 'json' ? 'json' : 'jsonb'
      return `(e.value ->> '${name.replace(/'/g, "''")}')::${type}`
    })
    .join(', ')
  const overriding = shape.columns.some((column) => column.identityAlways) ? ' overriding system value' : ''
  const insert = (batch: string[]) =>
    db.execute(
      sql`${sql.raw(`insert into ${qualified(table.name)} (${names})${overriding} select ${values}`)}
          from json_array_elements(${`[${batch.join(',')}]`}::json) as e
          cross join lateral json_populate_record(null::${sql.raw(qualified(table.name))}, e.value) as r`,
    )

  let rows = 0
  let batch: string[] = []
  let batchBytes = 0
  for await (const line of lines(body, table.entry)) {
    batch.push(line)
    batchBytes += line.length
    if (batch.length >= LOAD_BATCH_ROWS || batchBytes >= LOAD_BATCH_BYTES) {
      await insert(batch)
      rows += batch.length
      batch = []
      batchBytes = 0
    }
  }
  if (batch.length > 0) {
    await insert(batch)
    rows += batch.length
  }
  return rows
}

/** The entry's lines; each is one row's JSON, so it holds no raw newline. */
async function* lines(body: Readable, entry: string): AsyncGenerator<string> {
  body.setEncoding('utf8')
  let rest = ''
  for await (const chunk of body) {
    const parts = (rest + (chunk as string)).split('\n')
    rest = parts.pop() ?? ''
    yield* parts
  }
  if (rest !== '') throw damaged(entry, 'ends in the middle of a row')
}

/** Every sequence behind a serial or identity column continues after the largest value restored. */
async function resetSequences(db: Database): Promise<void> {
  const owned = await queryRows<{ table_name: string; column_name: string; sequence: string }>(
    db,
    sql`select table_name, column_name, sequence from (
          select table_name, column_name,
                 pg_get_serial_sequence(format('public.%I', table_name), column_name) as sequence
          from information_schema.columns where table_schema = 'public') s
        where sequence is not null`,
  )
  for (const { table_name, column_name, sequence } of owned) {
    const column = quoteIdentifier(column_name)
    await db.execute(
      sql`select setval(${sequence}::regclass, coalesce(max(${sql.raw(column)}), 0) + 1, false) from ${sql.raw(qualified(table_name))}`,
    )
  }
}

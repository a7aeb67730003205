import { sql } from 'drizzle-orm'
import { queryRows, type Database } from '~/lib/db.server'

/**
 * What backup and restore need to know of the public schema, read from information_schema and pg_catalog so
 * that they carry every table the migrations made, including ones added after this code was written.
 */
export interface TableShape {
  name: string
  columns: ColumnShape[]
  primaryKey: string[]
}

export interface ColumnShape {
  name: string
  /** information_schema's data_type: 'jsonb', 'bytea', 'ARRAY', 'timestamp with time zone', … */
  dataType: string
  /** Computed by the database (`generated always as (…) stored`): never written, the restore recomputes it. */
  generated: boolean
  /** `generated always as identity`: inserting a value needs `overriding system value`. */
  identityAlways: boolean
}

export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`
}

export const qualified = (table: string) => `public.${quoteIdentifier(table)}`

export async function listTables(db: Database): Promise<TableShape[]> {
  const columns = await queryRows<{
    table_name: string
    column_name: string
    data_type: string
    is_generated: string
    identity_generation: string | null
  }>(
    db,
    sql`select c.table_name, c.column_name, c.data_type, c.is_generated, c.identity_generation
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        order by c.table_name, c.ordinal_position`,
  )
  const keys = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select k.table_name, k.column_name
        from information_schema.table_constraints c
        join information_schema.key_column_usage k
          on k.constraint_schema = c.constraint_schema and k.constraint_name = c.constraint_name
        where c.table_schema = 'public' and c.constraint_type = 'PRIMARY KEY'
        order by k.table_name, k.ordinal_position`,
  )
  const tables = new Map<string, TableShape>()
  for (const column of columns) {
    const table = tables.get(column.table_name) ?? { name: column.table_name, columns: [], primaryKey: [] }
    table.columns.push({
      name: column.column_name,
      dataType: column.data_type,
      generated: column.is_generated === 'ALWAYS',
      identityAlways: column.identity_generation === 'ALWAYS',
    })
    tables.set(column.table_name, table)
  }
  for (const key of keys) tables.get(key.table_name)?.primaryKey.push(key.column_name)
  return [...tables.values()].sort((a, b) => a.name.localeCompare(b.name))
}

/** Every table with rows in `db`'s public schema, and how many. */
export async function rowCounts(db: Database, tables: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>()
  for (const table of tables) {
    const [row] = await queryRows<{ count: number }>(
      db,
      sql.raw(`select count(*)::int as count from ${qualified(table)}`),
    )
    counts.set(table, row?.count ?? 0)
  }
  return counts
}

/**
 * The tables in an order where every table comes after the tables its foreign keys point at, so rows can be
 * inserted with every constraint checked (on a server the restoring role may not be a superuser, so turning
 * the checks off with session_replication_role is not available). A cycle, or a table that points at itself,
 * cannot be ordered this way and is refused with its names.
 */
export async function foreignKeyOrder(db: Database, tables: string[]): Promise<string[]> {
  const edges = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select distinct child.relname as child, parent.relname as parent
        from pg_constraint c
        join pg_class child on child.oid = c.conrelid
        join pg_class parent on parent.oid = c.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where c.contype = 'f' and n.nspname = 'public'`,
  )
  const parentsOf = new Map(tables.map((table) => [table, new Set<string>()]))
  for (const { child, parent } of edges) {
    if (parentsOf.has(child) && parentsOf.has(parent)) parentsOf.get(child)?.add(parent)
  }
  const ordered: string[] = []
  const placed = new Set<string>()
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) => !placed.has(table) && [...(parentsOf.get(table) ?? [])].every((parent) => placed.has(parent)),
    )
    if (ready.length === 0) {
      const stuck = tables.filter((table) => !placed.has(table))
      throw new Error(
        `The foreign keys of ${stuck.join(', ')} form a cycle, so their rows cannot be restored in order (docs/decisions/052-backups.md).`,
      )
    }
    for (const table of ready) {
      placed.add(table)
      ordered.push(table)
    }
  }
  return ordered
}

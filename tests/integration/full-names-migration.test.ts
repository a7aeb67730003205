import { sql } from 'drizzle-orm'
import { afterAll, expect, it } from 'vitest'
import { knownMigrations, migrationsUpTo } from '~/features/operations/migration-level.server'
import { DEFAULT_MIGRATIONS_FOLDER, queryRows, type DatabaseHandle } from '~/lib/db.server'
import { createTestDatabase } from '../setup/test-database'

/**
 * Migration 0022 (decision 061) on a database of accounts made when sign-up asked for a username: each keeps its
 * username on the profile, has no full name yet (so the dashboard asks for it), and Better Auth's `name`, which
 * held the username, no longer does, so that no e-mail greets them by it.
 */

let handle: DatabaseHandle | undefined
afterAll(() => handle?.close())

// Two migration runs on PGlite: about 20 s on a busy 2-core machine, a limit for a hang rather than a speed.
it(
  'keeps the username, adds no full name, and takes the username out of the account’s name',
  { timeout: 120_000 },
  async () => {
    const known = await knownMigrations(DEFAULT_MIGRATIONS_FOLDER)
    const before = known[known.findIndex((migration) => migration.tag === '0022_full_names') - 1]
    if (!before) throw new Error('migration 0022 not found')
    const earlier = await migrationsUpTo(DEFAULT_MIGRATIONS_FOLDER, before)
    handle = await createTestDatabase(earlier.folder)
    await earlier.cleanUp()
    const db = handle.db
    await db.execute(sql`insert into users (id, name, email) values ('u1', 'margaretmwycmj10', 'mw@example.com')`)
    await db.execute(sql`insert into profiles (id, user_id, username) values ('p1', 'u1', 'margaretmwycmj10')`)

    await handle.migrate()

    const [row] = await queryRows<{ name: string; username: string; full_name: string | null; closed: string | null }>(
      db,
      sql`select u.name, p.username, p.full_name, p.name_prompt_closed_at as closed
      from users u join profiles p on p.user_id = u.id`,
    )
    expect(row).toEqual({ name: '', username: 'margaretmwycmj10', full_name: null, closed: null })
    // A new account has no username; a full name is held to the form's limit.
    await db.execute(sql`insert into users (id, name, email) values ('u2', 'Ann Wilson', 'ann@example.com')`)
    await db.execute(sql`insert into profiles (id, user_id, full_name) values ('p2', 'u2', 'Ann Wilson')`)
    await expect(db.execute(sql`update profiles set full_name = ${'x'.repeat(101)} where id = 'p2'`)).rejects.toThrow()
  },
)

import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows, type DatabaseHandle } from '~/lib/db.server'
import { createTestDatabase } from '../setup/test-database'

const fixtureMigrations = path.resolve('tests/fixtures/migrations')
async function countNotes(handle: DatabaseHandle): Promise<number | undefined> {
  const rows = await queryRows<{ count: number }>(handle.db, sql`select count(*)::int as count from harness_notes`)
  return rows[0]?.count
}

const expectedDriver = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'

describe(`test database harness on ${expectedDriver}`, () => {
  let first: DatabaseHandle & { name: string }
  let second: DatabaseHandle & { name: string }

  beforeAll(async () => {
    ;[first, second] = await Promise.all([createTestDatabase(fixtureMigrations), createTestDatabase(fixtureMigrations)])
  })
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()])
  })

  it('opens the driver the environment asks for, and it answers', async () => {
    expect(first.driver).toBe(expectedDriver)
    await expect(first.ping()).resolves.toBeUndefined()
  })

  it('applies the migrations, including their data', async () => {
    const rows = await queryRows<{ body: string }>(first.db, sql`select body from harness_notes`)
    expect(rows.map((row) => row.body)).toEqual(['seeded by migration'])
  })

  it('records applied migrations so a second run changes nothing', async () => {
    await first.migrate(fixtureMigrations)
    expect(await countNotes(first)).toBe(1)
  })

  it('gives each caller its own database', async () => {
    await first.db.execute(sql`insert into harness_notes (body) values ('only in the first')`)
    const rows = await queryRows<{ body: string }>(second.db, sql`select body from harness_notes order by id`)
    expect(rows.map((row) => row.body)).toEqual(['seeded by migration'])
  })

  it('runs real transactions: a failure rolls back every statement in it', async () => {
    await expect(
      second.db.transaction(async (tx) => {
        await tx.execute(sql`insert into harness_notes (body) values ('rolled back')`)
        await tx.execute(sql`insert into harness_notes (body) values (null)`)
      }),
    ).rejects.toThrow()
    expect(await countNotes(second)).toBe(1)
  })
})

describe('migrating from several instances at once', () => {
  it('applies each migration once while the others wait their turn', async () => {
    const handle = await createTestDatabase(path.resolve('tests/fixtures/empty-migrations'))
    try {
      // Three "instances" migrate the same fresh database at the same time.
      await Promise.all([0, 1, 2].map(() => handle.migrate(fixtureMigrations)))
      expect(await countNotes(handle)).toBe(1)
    } finally {
      await handle.close()
    }
  })
})

describe('the project migrations', () => {
  it('apply cleanly to an empty database', async () => {
    // Fresh: other files start from a copy of a database migrated once (tests/setup/test-database.ts).
    const handle = await createTestDatabase(undefined, { fresh: true })
    try {
      await expect(handle.ping()).resolves.toBeUndefined()
    } finally {
      await handle.close()
    }
  })
})

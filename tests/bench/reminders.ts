/**
 * The deadline reminders at scale (decision 051): `npx tsx tests/bench/reminders.ts` seeds BENCH_PEOPLE people
 * (default 10,000: an Admin and a Member in each of half as many families) and BENCH_REMINDER_TASKS tasks
 * (default 100,000, dated two months either side of the bench's day, a fifth completed, a third assigned to the
 * Member), in eight time zones, then times the query that finds who is due, the morning's first full run (every
 * e-mail into the outbox) and a later run the same day. On an in-memory PGlite, or on BENCH_DATABASE_URL's server
 * in a database of its own. Prints the figures; not part of `npm run bench` yet.
 */
import { randomBytes } from 'node:crypto'
import pino from 'pino'
import pg from 'pg'
import { sql } from 'drizzle-orm'
import { openDatabase, queryRows, type DatabaseHandle } from '~/lib/db.server'
import { createMailer } from '~/lib/mail.server'
import { dueRemindersQuery, findDueReminders, runRemindersOnce } from '~/features/reminders/index.server'

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 10_000)
const TASKS = Number(process.env.BENCH_REMINDER_TASKS ?? 100_000)
const ZONES = [
  'Europe/London',
  'Europe/Dublin',
  'America/New_York',
  'America/Los_Angeles',
  'America/Toronto',
  'Australia/Sydney',
  'Pacific/Auckland',
  'Australia/Perth',
]
/** 23:30 UTC: past 08:00 in Sydney, Auckland and Perth, before it in Europe and America. */
const NOW = new Date('2026-12-01T23:30:00Z')

async function open(): Promise<DatabaseHandle & { drop: () => Promise<void> }> {
  const server = process.env.BENCH_DATABASE_URL
  if (!server) {
    const handle = await openDatabase({ driver: 'pglite' })
    await handle.migrate()
    return { ...handle, drop: async () => {} }
  }
  const name = `afterword_bench_reminders_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: server })
  await admin.connect()
  await admin.query(`create database "${name}"`)
  const url = new URL(server)
  url.pathname = `/${name}`
  const handle = await openDatabase({ driver: 'postgres', url: url.toString(), poolMax: 4 })
  await handle.migrate()
  return {
    ...handle,
    drop: async () => {
      await admin.query(`drop database if exists "${name}" with (force)`)
      await admin.end()
    },
  }
}

async function seed(handle: DatabaseHandle) {
  const families = Math.ceil(PEOPLE / 2)
  const zones = `array[${ZONES.map((zone) => `'${zone}'`).join(', ')}]`
  const statements = `
    insert into users (id, name, email)
      select 'u' || n, 'Person ' || n, 'person' || n || '@bench.test' from generate_series(1, ${PEOPLE}) n;
    insert into families (id, country, region)
      select ('00000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, 'UK', 'uk-england'
      from generate_series(1, ${families}) n;
    insert into profiles (id, user_id, username, time_zone, active_family_id)
      select 'p' || n, 'u' || n, 'Person ' || n, (${zones})[1 + n % ${ZONES.length}],
        ('00000000-0000-4000-8000-' || lpad(((n + 1) / 2)::text, 12, '0'))::uuid
      from generate_series(1, ${PEOPLE}) n;
    insert into family_members (family_id, user_id, role)
      select ('00000000-0000-4000-8000-' || lpad(((n + 1) / 2)::text, 12, '0'))::uuid, 'u' || n,
        case when n % 2 = 1 then 'Admin' else 'Member' end
      from generate_series(1, ${PEOPLE}) n;
    insert into tasks (family_id, kind, title, due_date, status, completed_at, assignee_id)
      select ('00000000-0000-4000-8000-' || lpad((1 + n % ${families})::text, 12, '0'))::uuid, 'custom',
        'Task ' || n, date '2026-12-01' + (n % 121 - 60),
        case when n % 5 = 0 then 'completed' else 'not-started' end,
        case when n % 5 = 0 then now() end,
        case when n % 3 = 0 then 'u' || (2 * (1 + n % ${families})) end
      from generate_series(1, ${TASKS}) n;
    analyze`
  // One statement at a time: a prepared query (PGlite's) holds only one.
  for (const statement of statements.split(';')) await handle.db.execute(sql.raw(statement))
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now()
  const result = await work()
  return { ms: performance.now() - started, result }
}

const handle = await open()
try {
  await seed(handle)
  const logger = pino({ level: 'silent' })
  const services = {
    db: handle.db,
    mailer: createMailer({ db: handle.db, logger, from: 'bench@localhost' }),
    publicUrl: 'https://afterword.test',
    secret: 'bench-secret-bench-secret-bench-secret',
    logger,
  }
  await findDueReminders(handle.db, NOW) // warm the plan cache and the zone list
  const query = await timed(() => findDueReminders(handle.db, NOW))
  if (process.env.BENCH_EXPLAIN) {
    const plan = await queryRows<Record<string, string>>(
      handle.db,
      sql`explain (analyze, buffers) ${dueRemindersQuery(NOW)}`,
    )
    console.log(plan.map((row) => Object.values(row)[0]).join('\n'))
    process.exit(0)
  }
  const first = await timed(() => runRemindersOnce(services, NOW))
  const later = await timed(() => runRemindersOnce(services, new Date(NOW.getTime() + 15 * 60_000)))
  const [deliveries] = await queryRows<{ count: number }>(
    handle.db,
    sql`select count(*)::int as count from reminder_deliveries`,
  )
  console.log(
    JSON.stringify(
      {
        database: handle.driver,
        people: PEOPLE,
        tasks: TASKS,
        findDueReminders: { ms: Math.round(query.ms), rows: query.result.length },
        firstRun: { ms: Math.round(first.ms), ...first.result },
        laterRunSameDay: { ms: Math.round(later.ms), ...later.result },
        deliveryRows: deliveries?.count,
      },
      null,
      2,
    ),
  )
} finally {
  await handle.close()
  await handle.drop()
}

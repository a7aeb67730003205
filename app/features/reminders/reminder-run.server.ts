import { and, eq, lt, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import { COUNTRY_CALENDARS } from '~/lib/calendar'
import type { Database } from '~/lib/db.server'
import type { MailMessage, Mailer } from '~/lib/mail.server'
import { describePlace } from '~/features/family/index.server'
import { editTaskUrl } from '~/features/tasks'
import { reminderDeliveries } from '~db/schema'
import { findDueReminders, type DueReminder } from './due-reminders.server'
import { reminderEmail, type ReminderFamily } from './reminder-email'
import { unsubscribeUrl } from './unsubscribe-token.server'

/** A transaction's executor, as `db.transaction` hands it. */
type Executor = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * The mailer the reminders send with. `enqueue`, when a mailer has it, writes the e-mail through the executor it
 * is given (a durable mail queue in the database), so the e-mail and its delivery rows commit together.
 */
export interface ReminderMailer {
  send: Mailer['send']
  enqueue?: (executor: Executor, message: MailMessage) => Promise<void>
}

export interface ReminderServices {
  db: Database
  mailer: ReminderMailer
  publicUrl: string
  /** The auth secret: the unsubscribe links are signed with it. */
  secret: string
  logger?: Logger
}

export interface ReminderRun {
  /** E-mails sent (one per person). */
  sent: number
  /** Tasks in them. */
  reminders: number
  /** People whose e-mail could not be sent; they are tried again at the next run that day. */
  failed: number
}

/** One person's reminders for their day. */
interface Digest {
  userId: string
  username: string
  email: string
  localDate: string
  reminders: DueReminder[]
}

function digestsOf(rows: DueReminder[]): Digest[] {
  const byPerson = new Map<string, Digest>()
  for (const row of rows) {
    const digest = byPerson.get(row.userId) ?? {
      userId: row.userId,
      username: row.username,
      email: row.email,
      localDate: row.localDate,
      reminders: [],
    }
    digest.reminders.push(row)
    byPerson.set(row.userId, digest)
  }
  return [...byPerson.values()]
}

function messageFor(services: ReminderServices, digest: Digest, sent: DueReminder[]): MailMessage {
  const base = services.publicUrl.replace(/\/+$/, '')
  const families = new Map<string, ReminderFamily>()
  for (const reminder of sent) {
    const family = families.get(reminder.familyId) ?? {
      label: reminder.deceasedName
        ? `For ${reminder.deceasedName}`
        : `Plan in ${describePlace({ country: reminder.country, region: reminder.region }).place}`,
      locale: COUNTRY_CALENDARS[reminder.country].locale,
      items: [],
    }
    family.items.push({
      title: reminder.title,
      dueDate: reminder.dueDate,
      kind: reminder.kind,
      url: `${base}${editTaskUrl(reminder.taskId)}`,
      unassigned: reminder.unassigned,
    })
    families.set(reminder.familyId, family)
  }
  return reminderEmail({
    to: digest.email,
    name: digest.username,
    families: [...families.values()],
    unsubscribeUrl: unsubscribeUrl(services.publicUrl, services.secret, digest.userId),
    settingsUrl: `${base}/dashboard/settings`,
  })
}

/**
 * Records one person's reminders for their day and sends them as one e-mail; answers how many were sent (0 when
 * another instance got there first). The rows are inserted in one transaction with `on conflict do nothing`,
 * and only the newly inserted ones are e-mailed, so however many instances run at once a reminder goes out once.
 */
async function deliver(services: ReminderServices, digest: Digest): Promise<number> {
  const { db, mailer } = services
  const recorded = await db.transaction(async (tx) => {
    // The person's profile row is the lock that makes it one e-mail a day: a second instance waits here, then
    // sees the rows the first one wrote. Without it, a task added between two instances' queries could make a
    // second e-mail with only that task.
    await tx.execute(sql`select 1 from profiles where user_id = ${digest.userId} for update`)
    const [already] = await tx
      .select({ taskId: reminderDeliveries.taskId })
      .from(reminderDeliveries)
      .where(and(eq(reminderDeliveries.userId, digest.userId), eq(reminderDeliveries.localDate, digest.localDate)))
      .limit(1)
    if (already) return null
    const inserted = await tx
      .insert(reminderDeliveries)
      .values(
        digest.reminders.map((reminder) => ({
          userId: digest.userId,
          taskId: reminder.taskId,
          localDate: digest.localDate,
          kind: reminder.kind,
        })),
      )
      .onConflictDoNothing()
      .returning({ taskId: reminderDeliveries.taskId, kind: reminderDeliveries.kind })
    const isNew = new Set(inserted.map((row) => `${row.taskId}|${row.kind}`))
    const sent = digest.reminders.filter((reminder) => isNew.has(`${reminder.taskId}|${reminder.kind}`))
    if (sent.length === 0) return null
    const message = messageFor(services, digest, sent)
    // With a mailer that queues in the database, the e-mail commits or rolls back with its rows: exactly once.
    if (mailer.enqueue) await mailer.enqueue(tx, message)
    return { message, count: sent.length, queued: Boolean(mailer.enqueue) }
  })
  if (!recorded) return 0
  if (!recorded.queued) {
    // A mailer that sends at once (SMTP, the outbox) sends after the commit: a crash between the two loses this
    // one digest, where sending first could send it twice. A failed send gives the day back, so the next run
    // tries again.
    try {
      await mailer.send(recorded.message)
    } catch (error) {
      await db
        .delete(reminderDeliveries)
        .where(and(eq(reminderDeliveries.userId, digest.userId), eq(reminderDeliveries.localDate, digest.localDate)))
      throw error
    }
  }
  return recorded.count
}

/** Finds every reminder due at `now` and sends each person their e-mail. Safe to run on many instances at once. */
export async function runRemindersOnce(services: ReminderServices, now: Date): Promise<ReminderRun> {
  const run: ReminderRun = { sent: 0, reminders: 0, failed: 0 }
  for (const digest of digestsOf(await findDueReminders(services.db, now))) {
    try {
      const count = await deliver(services, digest)
      if (count > 0) {
        run.sent += 1
        run.reminders += count
      }
    } catch (error) {
      run.failed += 1
      services.logger?.warn({ err: error, userId: digest.userId }, 'reminders: the e-mail could not be sent')
    }
  }
  return run
}

/** Delivery rows are kept this long; a day's rows are only needed on that day. */
export const DELIVERIES_KEPT_DAYS = 60

export async function removeOldDeliveries(db: Database, now: Date): Promise<number> {
  const removed = await db
    .delete(reminderDeliveries)
    .where(lt(reminderDeliveries.createdAt, new Date(now.getTime() - DELIVERIES_KEPT_DAYS * 86_400_000)))
    .returning({ userId: reminderDeliveries.userId })
  return removed.length
}

const EVERY_MS = 15 * 60_000
const FIRST_RUN_MS = 30_000

/**
 * Runs the reminders shortly after start and then every 15 minutes, on every instance (the delivery rows keep
 * it to one e-mail). Answers a function that stops it.
 */
export function startReminderSchedule(services: Omit<ReminderServices, 'logger'>, logger: Logger): () => void {
  let running = false
  const tick = () => {
    if (running) return
    running = true
    const now = new Date()
    runRemindersOnce({ ...services, logger }, now)
      .then(async (run) => {
        if (run.sent + run.failed > 0) logger.info(run, 'reminders sent')
        await removeOldDeliveries(services.db, now)
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'reminders could not run; trying again in 15 minutes'))
      .finally(() => {
        running = false
      })
  }
  const first = setTimeout(tick, FIRST_RUN_MS)
  const every = setInterval(tick, EVERY_MS)
  first.unref()
  every.unref()
  return () => {
    clearTimeout(first)
    clearInterval(every)
  }
}

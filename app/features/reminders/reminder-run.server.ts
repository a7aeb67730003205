import { and, eq, lt, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { JobHandler } from '~/lib/jobs.server'
import type { RecurringJob } from '~/lib/recurring-jobs.server'
import { COUNTRY_CALENDARS } from '~/lib/calendar'
import type { Database } from '~/lib/db.server'
import type { MailMessage, Mailer } from '~/lib/mail.server'
import { describePlace } from '~/features/family/index.server'
import { editTaskUrl } from '~/features/tasks'
import { reminderDeliveries } from '~db/schema'
import { findDueReminders, type DueReminder } from './due-reminders.server'
import { reminderEmail, type ReminderFamily } from './reminder-email'
import { unsubscribeUrl } from './unsubscribe-token.server'
import { reminderPush } from './push-message'
import { enqueueReminderPushes } from './push-send.server'

export interface ReminderServices {
  db: Database
  mailer: Mailer
  publicUrl: string
  /** The auth secret: the unsubscribe links are signed with it. */
  secret: string
  logger?: Logger
}

export interface ReminderRun {
  /** People sent their day's reminder (one e-mail, and a push to each of their devices). */
  sent: number
  /** Tasks in them. */
  reminders: number
  /** People whose e-mail could not be sent; they are tried again at the next run that day. */
  failed: number
}

/** One person's reminders for their day. */
interface Digest {
  userId: string
  fullName: string | null
  email: string
  emailReminders: boolean
  localDate: string
  reminders: DueReminder[]
}

function digestsOf(rows: DueReminder[]): Digest[] {
  const byPerson = new Map<string, Digest>()
  for (const row of rows) {
    const digest = byPerson.get(row.userId) ?? {
      userId: row.userId,
      fullName: row.fullName,
      email: row.email,
      emailReminders: row.emailReminders,
      localDate: row.localDate,
      reminders: [],
    }
    digest.reminders.push(row)
    byPerson.set(row.userId, digest)
  }
  return [...byPerson.values()]
}

/** The reminders grouped by family, as both the e-mail and the push tell them. */
function familiesOf(services: ReminderServices, sent: DueReminder[]): ReminderFamily[] {
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
  return [...families.values()]
}

function messageFor(services: ReminderServices, digest: Digest, families: ReminderFamily[]): MailMessage {
  const base = services.publicUrl.replace(/\/+$/, '')
  return reminderEmail({
    to: digest.email,
    name: digest.fullName,
    families,
    unsubscribeUrl: unsubscribeUrl(services.publicUrl, services.secret, digest.userId),
    settingsUrl: `${base}/dashboard/settings`,
  })
}

/**
 * Records one person's reminders for their day and sends them as one e-mail; answers how many were sent (0 when
 * another instance got there first). The rows are inserted in one transaction with `on conflict do nothing`,
 * and only the newly inserted ones are e-mailed, so however many instances run at once a reminder goes out once.
 */
async function deliver(services: ReminderServices, digest: Digest, now: Date): Promise<number> {
  const { db, mailer } = services
  return db.transaction(async (tx) => {
    // The person's profile row is the lock that makes it one e-mail a day: a second instance waits here, then
    // sees the rows the first one wrote. Without it, a task added between two instances' queries could make a
    // second e-mail with only that task.
    await tx.execute(sql`select 1 from profiles where user_id = ${digest.userId} for update`)
    const [already] = await tx
      .select({ taskId: reminderDeliveries.taskId })
      .from(reminderDeliveries)
      .where(and(eq(reminderDeliveries.userId, digest.userId), eq(reminderDeliveries.localDate, digest.localDate)))
      .limit(1)
    if (already) return 0
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
    if (sent.length === 0) return 0
    // The server's mailer records the e-mail through this transaction (a job, or the outbox), so the e-mail
    // and its delivery rows commit together: exactly once. A mailer that sends at once sends from inside the
    // transaction, and a failed send rolls the rows back, so the next run tries again that day.
    const families = familiesOf(services, sent)
    if (digest.emailReminders) await mailer.send(messageFor(services, digest, families), { db: tx })
    // The same reminder to each of their phones and computers, as jobs in this transaction (decision 078).
    await enqueueReminderPushes(tx, digest.userId, reminderPush(families, '/dashboard/tasks'), now)
    return sent.length
  })
}

/** Finds every reminder due at `now` and sends each person their e-mail. Safe to run on many instances at once. */
export async function runRemindersOnce(services: ReminderServices, now: Date): Promise<ReminderRun> {
  const run: ReminderRun = { sent: 0, reminders: 0, failed: 0 }
  for (const digest of digestsOf(await findDueReminders(services.db, now))) {
    try {
      const count = await deliver(services, digest, now)
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

/**
 * The reminders as a recurring job every 15 minutes (docs/decisions/053-scale-out.md): one instance runs each
 * slot, any instance may, and the delivery rows would keep it to one e-mail even if two did.
 */
export const REMINDERS_JOB: RecurringJob = { kind: 'send-reminders', everyMs: 15 * 60_000 }

export function reminderHandlers(
  services: ReminderServices & { logger: Logger },
): Record<'send-reminders', JobHandler> {
  return {
    'send-reminders': async () => {
      const now = new Date()
      const run = await runRemindersOnce(services, now)
      if (run.sent + run.failed > 0) services.logger.info(run, 'reminders sent')
      await removeOldDeliveries(services.db, now)
    },
  }
}

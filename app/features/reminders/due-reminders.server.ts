import { inArray, sql, type SQL } from 'drizzle-orm'
import type { CountryCode } from '~/content/schema'
import { COUNTRY_CALENDARS } from '~/lib/calendar'
import { queryRows, type Database } from '~/lib/db.server'
import type { ReminderKind } from '~db/schema/vocabulary'
import { rolesThatCan } from '~/lib/permissions'
import { taskIsPending } from '~/features/tasks/index.server'

/**
 * Which reminders are due at `now`, for everyone at once (docs/decisions/051-deadline-reminders.md): one query,
 * whatever the number of people, so a run stays cheap with 10,000 people and 100,000 tasks.
 *
 * - Each person's 'today' is the date in their time zone (the browser's, remembered on their profile; else their
 *   active family's country's, else their own country's, else UTC), and only people for whom it is 08:00 or later
 *   there are asked about: a run at any time later that day still finds them.
 * - A task goes to its assignee while they are in the family, otherwise to the family's Admins.
 * - Due in a week (today + 7), due tomorrow, and overdue (not done, its date passed): overdue on the first day
 *   after its date and then once a week, so a task left undone is not repeated every morning.
 * - People who already had today's e-mail are left out (one digest a day).
 * - People with reminder e-mails off are asked about only when they have a device for them (decision 078).
 */

export interface DueReminder {
  userId: string
  /** Null for an account made before sign-up asked for a full name (decision 061). */
  fullName: string | null
  email: string
  /** They want the e-mail; without it, only their devices get the reminder (decision 078). */
  emailReminders: boolean
  /** The person's own date, 'YYYY-MM-DD'. */
  localDate: string
  taskId: string
  title: string
  dueDate: string
  kind: ReminderKind
  /** Sent to this Admin because nobody in the family is assigned to it. */
  unassigned: boolean
  familyId: string
  deceasedName: string | null
  country: CountryCode
  region: string
}

/** Reminders go out from this local hour on. */
export const REMINDER_HOUR = 8

/** The main time zone of a family's or person's country; null for no country. */
export function countryZone(country: SQL): SQL {
  const cases = (Object.entries(COUNTRY_CALENDARS) as Array<[CountryCode, { timeZone: string }]>).map(
    ([code, calendar]) => sql`when ${code} then ${calendar.timeZone}`,
  )
  return sql`(case ${country} ${sql.join(cases, sql` `)} end)`
}

export async function findDueReminders(db: Database, now: Date): Promise<DueReminder[]> {
  return db.transaction(async (tx) => {
    // The planner's cost estimate for the per-person task look-ups crosses PostgreSQL's JIT threshold, and
    // compiling took 2.2 s of a 2.5 s run with 10,000 people (tests/bench/reminders.ts); the query itself runs
    // in a few hundred milliseconds without it.
    await tx.execute(sql`set local jit = off`)
    return queryRows<DueReminder>(tx, dueRemindersQuery(now))
  })
}

/** The statement itself, for the bench to explain (tests/bench/reminders.ts). */
export function dueRemindersQuery(now: Date): SQL {
  return sql`with known_zones as materialized (
          -- A zone PostgreSQL does not know would stop the whole run; such a profile falls back to its country's.
          select name from pg_timezone_names
        ),
        people as (
          select p.user_id, p.full_name, u.email, p.email_reminders,
            (${now.toISOString()}::timestamptz at time zone coalesce(
              z.name, ${countryZone(sql`af.country`)}, ${countryZone(sql`p.country`)}, 'UTC'
            )) as local_now
          from profiles p
          join users u on u.id = p.user_id
          left join known_zones z on z.name = p.time_zone
          left join families af on af.id = p.active_family_id
          -- Reminders by e-mail, on a device (decision 078), or both.
          where (p.email_reminders or exists (select 1 from push_subscriptions ps where ps.user_id = p.user_id))
        ),
        ready as (
          select user_id, full_name, email, email_reminders, local_now::date as local_date
          from people
          where local_now::time >= make_time(${REMINDER_HOUR}, 0, 0)
        )
        select r.user_id as "userId", r.full_name as "fullName", r.email, r.email_reminders as "emailReminders",
          r.local_date::text as "localDate",
          tasks.id as "taskId", tasks.title, tasks.due_date::text as "dueDate", due.kind,
          (tasks.assignee_id is distinct from m.user_id) as unassigned,
          f.id as "familyId", f.deceased_name as "deceasedName", f.country, f.region
        from ready r
        join family_members m on m.user_id = r.user_id
        join tasks on tasks.family_id = m.family_id
        join families f on f.id = tasks.family_id
        cross join lateral (
          select case
            when tasks.due_date = r.local_date + 7 then 'week-ahead'
            when tasks.due_date = r.local_date + 1 then 'tomorrow'
            when tasks.due_date < r.local_date and (r.local_date - tasks.due_date) % 7 = 1 then 'overdue'
          end as kind
        ) due
        where ${taskIsPending}
          and tasks.due_date <= r.local_date + 7
          and due.kind is not null
          and (
            tasks.assignee_id = m.user_id
            or (${inArray(sql`m.role`, rolesThatCan('manage-family'))} and not exists (
              select 1 from family_members assignee
              where assignee.family_id = tasks.family_id and assignee.user_id = tasks.assignee_id
            ))
          )
          and not exists (
            select 1 from reminder_deliveries sent
            where sent.user_id = r.user_id and sent.local_date = r.local_date
          )
        order by r.user_id, f.created_at, f.id, tasks.due_date, tasks.title`
}

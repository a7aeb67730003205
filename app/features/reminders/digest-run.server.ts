import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { CountryCode } from '~/content/schema'
import { COUNTRY_CALENDARS } from '~/lib/calendar'
import { queryRows, type Database } from '~/lib/db.server'
import type { JobHandler } from '~/lib/jobs.server'
import type { Mailer } from '~/lib/mail.server'
import { personName } from '~/lib/person-name'
import type { RecurringJob } from '~/lib/recurring-jobs.server'
import { describePlace } from '~/features/family/index.server'
import { activities, digestDeliveries, profiles } from '~db/schema'
import { countryZone, REMINDER_HOUR } from './due-reminders.server'
import { DIGEST_ACTIVITY_TYPES, digestEmail, type DigestItem } from './digest-email'
import { digestUnsubscribeUrl } from './digest-token.server'

/**
 * The digest of what moved in a family, for the members who chose it (docs/decisions/070-estate-from-documents-and-digest.md),
 * by the reminders' rules (decision 051): each person's own day and zone, from 08:00 there; one query for who
 * is due, then one short transaction per person and family that records the period under a unique key and
 * sends the e-mail through the same transaction, so it goes out once however many instances run, and a failed
 * send rolls back to be tried at the next run.
 *
 * Weekly: due when seven of their days have passed since the last digest (or since they chose it), covering
 * what happened since. Monthly: due from the first of a month, covering the calendar month before. A period in
 * which nothing moved is recorded without an e-mail.
 */
export interface DueDigest {
  userId: string
  familyId: string
  fullName: string | null
  email: string
  frequency: 'weekly' | 'monthly'
  period: string
  coveredFrom: Date
  coveredUntil: Date
  deceasedName: string | null
  country: CountryCode
  region: string
}

export interface DigestServices {
  db: Database
  mailer: Mailer
  publicUrl: string
  /** The auth secret: the unsubscribe links are signed with it. */
  secret: string
  logger?: Logger
}

export async function findDueDigests(db: Database, now: Date): Promise<DueDigest[]> {
  const at = sql`${now.toISOString()}::timestamptz`
  const rows = await queryRows<
    Omit<DueDigest, 'coveredFrom' | 'coveredUntil'> & { coveredFrom: string; coveredUntil: string }
  >(
    db,
    sql`with known_zones as materialized (
          select name from pg_timezone_names
        ),
        members as (
          select m.user_id, m.family_id, m.digest, coalesce(m.digest_chosen_at, m.created_at) as chosen_at,
            p.full_name, u.email,
            coalesce(z.name, ${countryZone(sql`af.country`)}, ${countryZone(sql`p.country`)}, 'UTC') as zone
          from family_members m
          join profiles p on p.user_id = m.user_id
          join users u on u.id = m.user_id
          left join known_zones z on z.name = p.time_zone
          left join families af on af.id = p.active_family_id
          where m.digest <> 'none'
        ),
        ready as (
          select *, (${at} at time zone zone) as local_now from members
          where (${at} at time zone zone)::time >= make_time(${REMINDER_HOUR}, 0, 0)
        ),
        due as (
          select r.user_id, r.family_id, r.full_name, r.email, 'weekly' as frequency,
            'w:' || (r.local_now::date)::text as period,
            coalesce(last.until, r.chosen_at) as covered_from, ${at} as covered_until
          from ready r
          left join lateral (
            select max(d.covered_until) as until from digest_deliveries d
            where d.user_id = r.user_id and d.family_id = r.family_id
          ) last on true
          where r.digest = 'weekly'
            and (coalesce(last.until, r.chosen_at) at time zone r.zone)::date <= r.local_now::date - 7
          union all
          select r.user_id, r.family_id, r.full_name, r.email, 'monthly',
            'm:' || to_char(date_trunc('month', r.local_now) - interval '1 month', 'YYYY-MM'),
            (date_trunc('month', r.local_now) - interval '1 month') at time zone r.zone,
            date_trunc('month', r.local_now) at time zone r.zone
          from ready r
          where r.digest = 'monthly'
            and r.chosen_at < date_trunc('month', r.local_now) at time zone r.zone
            and not exists (
              select 1 from digest_deliveries d
              where d.user_id = r.user_id and d.family_id = r.family_id
                and d.period = 'm:' || to_char(date_trunc('month', r.local_now) - interval '1 month', 'YYYY-MM')
            )
        )
        select due.user_id as "userId", due.family_id as "familyId", due.full_name as "fullName", due.email,
          due.frequency, due.period, due.covered_from as "coveredFrom", due.covered_until as "coveredUntil",
          f.deceased_name as "deceasedName", f.country, f.region
        from due join families f on f.id = due.family_id
        order by due.user_id, due.family_id`,
  )
  return rows.map((row) => ({
    ...row,
    coveredFrom: new Date(row.coveredFrom),
    coveredUntil: new Date(row.coveredUntil),
  }))
}

/** What moved in the family in the period, oldest first, each with who did it and the day (in the family's zone). */
async function itemsOf(db: Pick<Database, 'select'>, due: DueDigest): Promise<DigestItem[]> {
  const zone = COUNTRY_CALENDARS[due.country].timeZone
  const rows = await db
    .select({
      type: activities.type,
      target: activities.target,
      detail: activities.detail,
      actorId: profiles.userId,
      actorName: profiles.fullName,
      day: sql<string>`(${activities.createdAt} at time zone ${zone})::date::text`,
    })
    .from(activities)
    .leftJoin(profiles, eq(profiles.userId, activities.userId))
    .where(
      and(
        eq(activities.familyId, due.familyId),
        inArray(activities.type, [...DIGEST_ACTIVITY_TYPES]),
        gt(activities.createdAt, due.coveredFrom),
        lte(activities.createdAt, due.coveredUntil),
      ),
    )
    .orderBy(asc(activities.createdAt), asc(activities.id))
  return rows.map(({ actorId, actorName, ...row }) => ({
    ...row,
    actor: actorId === null ? null : personName(actorName),
  }))
}

/** Records one person's digest for one family and period, e-mailing it when something moved; answers whether it sent. */
async function deliver(services: DigestServices, due: DueDigest): Promise<boolean> {
  return services.db.transaction(async (tx) => {
    // Still a member who wants it, locked so a change of mind waits for this digest or comes first.
    const [member] = await queryRows<{ digest: string }>(
      tx,
      sql`select digest from family_members where user_id = ${due.userId} and family_id = ${due.familyId} for update`,
    )
    if (member?.digest !== due.frequency) return false
    const items = await itemsOf(tx, due)
    const [recorded] = await tx
      .insert(digestDeliveries)
      .values({
        userId: due.userId,
        familyId: due.familyId,
        period: due.period,
        coveredFrom: due.coveredFrom,
        coveredUntil: due.coveredUntil,
        items: items.length,
      })
      .onConflictDoNothing()
      .returning({ period: digestDeliveries.period })
    if (!recorded || items.length === 0) return false
    const base = services.publicUrl.replace(/\/+$/, '')
    const message = digestEmail({
      to: due.email,
      name: due.fullName,
      frequency: due.frequency,
      familyLabel: due.deceasedName
        ? `For ${due.deceasedName}`
        : `Plan in ${describePlace({ country: due.country, region: due.region }).place}`,
      month: due.frequency === 'monthly' ? due.period.slice(2) : null,
      locale: COUNTRY_CALENDARS[due.country].locale,
      items,
      activityUrl: `${base}/dashboard/family`,
      unsubscribeUrl: digestUnsubscribeUrl(services.publicUrl, services.secret, due),
      settingsUrl: `${base}/dashboard/settings`,
    })
    // Through the transaction, as the reminders (decision 051): the e-mail and its row commit together.
    await services.mailer.send(message, { db: tx })
    return true
  })
}

export interface DigestRun {
  sent: number
  /** Periods in which nothing moved: recorded, not sent. */
  quiet: number
  failed: number
}

export async function runDigestsOnce(services: DigestServices, now: Date): Promise<DigestRun> {
  const run: DigestRun = { sent: 0, quiet: 0, failed: 0 }
  for (const due of await findDueDigests(services.db, now)) {
    try {
      if (await deliver(services, due)) run.sent += 1
      else run.quiet += 1
    } catch (error) {
      run.failed += 1
      services.logger?.warn({ err: error, userId: due.userId, familyId: due.familyId }, 'digest: not sent')
    }
  }
  return run
}

/**
 * Every hour, so each person's digest goes in their own morning wherever they are (a run once a day would send at
 * one hour for everyone); a run asks only for those due, so most runs do nothing.
 */
export const DIGESTS_JOB: RecurringJob = { kind: 'send-digests', everyMs: 60 * 60_000 }

export function digestHandlers(services: DigestServices & { logger: Logger }): Record<'send-digests', JobHandler> {
  return {
    'send-digests': async () => {
      const run = await runDigestsOnce(services, new Date())
      if (run.sent + run.failed > 0) services.logger.info(run, 'digests sent')
    },
  }
}

import { sql } from 'drizzle-orm'
import { boolean, check, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { sqlList } from './sql-list'
import { BEREAVEMENT_ROLES, COUNTRY_CODES, TASK_CATEGORIES } from './vocabulary'
import { users } from './auth'
import { families } from './families'
import { timestamps } from './timestamps'

/**
 * One row per user, created in the same transaction as the user (app/lib/auth.server.ts). The length check
 * repeats the form's rule so that no path around the form can store more. Onboarding fills in the rest.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The person's full name, as they gave it at sign-up or in settings: how Afterword names them to everyone
     * (app/lib/person-name.ts). Null for accounts made before sign-up asked for it (decision 061).
     */
    fullName: text('full_name'),
    /**
     * The username the earlier sign-up asked for. No longer asked or shown (decision 061); kept for the accounts
     * that have one, so that erasure can still find it and the export still includes it.
     */
    username: text('username'),
    /** When the person answered or closed the dashboard's 'Add your full name' prompt: it is shown once. */
    namePromptClosedAt: timestamp('name_prompt_closed_at', { withTimezone: true }),
    /**
     * This person bought Premium. Premium itself is the family's: it has it when one who manages it bought it
     * (app/features/family/premium.server.ts). The column keeps its first name.
     */
    hasPurchasedPremium: boolean('has_premium_access').notNull().default(false),
    bereavementRole: text('bereavement_role'),
    country: text('country'),
    region: text('region'),
    /** Task categories the person asked to put first; matching tasks get a higher priority. */
    priorities: text('priorities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The family space the dashboard shows; onboarding creates the first one. */
    activeFamilyId: uuid('active_family_id').references(() => families.id, { onDelete: 'set null' }),
    onboardedAt: timestamp('onboarded_at', { withTimezone: true }),
    /** Whether to e-mail the person when someone assigns them a task (settings). */
    emailWhenAssigned: boolean('email_when_assigned').notNull().default(true),
    /** Whether to send the daily e-mail of deadlines (settings; the link in each such e-mail turns it off). */
    emailReminders: boolean('email_reminders').notNull().default(true),
    /**
     * The person's IANA time zone, from their browser's `tz` cookie: reminders count 'today' and 'tomorrow'
     * there (docs/decisions/051-deadline-reminders.md). Null until a signed-in page is first loaded.
     */
    timeZone: text('time_zone'),
    /**
     * Larger text and calmer, stronger colours, chosen in Settings (decision 073): applied to every page for this
     * person before it is first drawn, and to the paper pack.
     */
    largePrint: boolean('large_print').notNull().default(false),
    highContrast: boolean('high_contrast').notNull().default(false),
    /**
     * The person's own postal address, one line each, the sender's address on their letters (decision 063).
     * Theirs alone to change; erasure removes it with the row.
     */
    postalAddress: text('postal_address'),
    /** The wizard's answers between its steps, so that going back and forth (even without JavaScript) keeps them. */
    onboardingDraft: jsonb('onboarding_draft'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('profiles_user_id_key').on(table.userId),
    check('profiles_username_length', sql`char_length(${table.username}) between 1 and 50`),
    check('profiles_full_name_length', sql`char_length(${table.fullName}) between 1 and 100`),
    check('profiles_bereavement_role', sql.raw(`bereavement_role in (${sqlList(BEREAVEMENT_ROLES)})`)),
    check('profiles_country', sql.raw(`country in (${sqlList(COUNTRY_CODES)})`)),
    check('profiles_postal_address_length', sql`char_length(${table.postalAddress}) between 1 and 500`),
    check('profiles_time_zone_length', sql`char_length(${table.timeZone}) between 1 and 64`),
    check('profiles_priorities', sql.raw(`priorities <@ array[${sqlList(TASK_CATEGORIES)}]::text[]`)),
  ],
)

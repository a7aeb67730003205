import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { sqlList } from './sql-list'
import {
  TASK_CATEGORIES,
  TASK_KINDS,
  TASK_PRIORITIES,
  TASK_STATUSES,
  type DeadlineEvent,
  type DeadlineUnit,
} from './vocabulary'
import { users } from './auth'
import { families } from './families'
import { timestamps } from './timestamps'

/** When a task falls due, counted from an event (the region's `Deadline` without its source and wording). */
export interface DueRule {
  amount: number
  unit: DeadlineUnit
  from: DeadlineEvent
}

/** A family's task: generated from a regional template, or added by the family (decision 009). */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The regional template it was generated from; null for tasks the family added. */
    templateKey: text('template_key'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull().default('general'),
    priority: text('priority').notNull().default('medium'),
    /** A region code (au-nsw) or, for tasks that apply across the country, the country's prefix (au). */
    region: text('region'),
    estimatedDuration: text('estimated_duration'),
    dueDate: date('due_date', { mode: 'string' }),
    /** The statutory deadline the due date was computed from, when the template has one. */
    dueRule: jsonb('due_rule').$type<DueRule>(),
    /** false once someone sets the due date by hand: a new date of death then leaves it alone. */
    dueDateFollowsRule: boolean('due_date_follows_rule').notNull().default(true),
    steps: text('steps')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    contacts: text('contacts')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notes: text('notes').notNull().default(''),
    /** The official page the template's facts were checked against. */
    sourceUrl: text('source_url'),
    status: text('status').notNull().default('not-started'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    sort: integer('sort').notNull().default(0),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Set whenever a person edits the task or changes its status: plan updates never overwrite it after that. */
    changedByUserAt: timestamp('changed_by_user_at', { withTimezone: true }),
    /**
     * Who last edited the task or changed its status, so that a change kept on a phone while offline and refused
     * as stale can say who changed the task since (decision 080). Null before anyone has.
     */
    changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('tasks_family_template_key').on(table.familyId, table.templateKey),
    index('tasks_family_due_date_idx').on(table.familyId, table.dueDate),
    index('tasks_family_created_at_idx').on(table.familyId, table.createdAt),
    check('tasks_kind', sql.raw(`kind in (${sqlList(TASK_KINDS)})`)),
    check('tasks_category', sql.raw(`category in (${sqlList(TASK_CATEGORIES)})`)),
    check('tasks_priority', sql.raw(`priority in (${sqlList(TASK_PRIORITIES)})`)),
    check('tasks_status', sql.raw(`status in (${sqlList(TASK_STATUSES)})`)),
    check('tasks_title_length', sql`char_length(${table.title}) between 1 and 200`),
    check('tasks_completed_at', sql`(${table.status} = 'completed') = (${table.completedAt} is not null)`),
  ],
)

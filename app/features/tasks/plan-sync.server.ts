import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Database } from '~/lib/db.server'
import { assertCan, type FamilyAccess } from '~/lib/permissions.server'
import { tasks } from '~db/schema'
import { recordActivity } from '~/features/activity/index.server'
import { computeDueDate } from './due-dates.server'
import type { PlannedTask } from './plan.server'
import { plural } from '~/lib/words'

export interface PlanChanges {
  added: number
  updated: number
  removed: number
}

/** The fields a plan writes; anything else on a task is the family's. */
function generatedFields(task: PlannedTask) {
  return {
    kind: task.kind,
    title: task.title,
    description: task.description,
    category: task.category,
    priority: task.priority,
    region: task.region,
    estimatedDuration: task.estimatedDuration,
    dueDate: task.dueDate,
    dueRule: task.dueRule,
    steps: task.steps,
    contacts: task.contacts,
    notes: task.notes,
    sourceUrl: task.sourceUrl,
    sort: task.sort,
  }
}

type GeneratedFields = ReturnType<typeof generatedFields>

/** jsonb stores keys in its own order, so the rule is compared field by field. */
function sameFields(a: GeneratedFields, b: GeneratedFields): boolean {
  const rule = (fields: GeneratedFields) =>
    fields.dueRule ? [fields.dueRule.amount, fields.dueRule.unit, fields.dueRule.from] : null
  return JSON.stringify({ ...a, dueRule: rule(a) }) === JSON.stringify({ ...b, dueRule: rule(b) })
}

/**
 * Brings a family's generated tasks in line with its plan, inside the caller's transaction:
 * - a template with no task yet gets one;
 * - a generated task nobody has touched follows the plan (a new region's facts, a new date of death);
 * - a generated task nobody has touched whose template is no longer in the plan (the family moved to another
 *   region or country) is removed: it holds no one's work, and its deadlines would be wrong.
 * A task someone has edited or worked on (`changed_by_user_at` set) is never changed or removed, and the
 * family's own tasks are not looked at. Running it twice changes nothing the second time. Only for someone
 * who may 'manage-family'.
 */
export async function syncPlan(db: Database, family: FamilyAccess, plan: PlannedTask[]): Promise<PlanChanges> {
  assertCan(family, 'manage-family')
  const existing = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.familyId, family.familyId), isNotNull(tasks.templateKey)))
  const byKey = new Map(existing.map((task) => [task.templateKey, task]))
  const planKeys = new Set(plan.map((task) => task.templateKey))
  const changes: PlanChanges = { added: 0, updated: 0, removed: 0 }

  const missing = plan.filter((task) => !byKey.has(task.templateKey))
  if (missing.length > 0) {
    // A concurrent run may have added the same template a moment ago: the unique key makes that a no-op.
    const inserted = await db
      .insert(tasks)
      .values(
        missing.map((task) => ({
          ...generatedFields(task),
          familyId: family.familyId,
          templateKey: task.templateKey,
          createdBy: family.userId,
        })),
      )
      .onConflictDoNothing({ target: [tasks.familyId, tasks.templateKey] })
      .returning({ id: tasks.id })
    changes.added = inserted.length
  }

  for (const task of plan) {
    const current = byKey.get(task.templateKey)
    if (!current || current.changedByUserAt) continue
    const wanted = generatedFields(task)
    const { kind, title, description, category, priority, region, estimatedDuration, dueDate, dueRule } = current
    const { steps, contacts, notes, sourceUrl, sort } = current
    const stored = { kind, title, description, category, priority, region, estimatedDuration, dueDate, dueRule }
    if (sameFields({ ...stored, steps, contacts, notes, sourceUrl, sort } as GeneratedFields, wanted)) continue
    const result = await db
      .update(tasks)
      .set({ ...wanted, dueDateFollowsRule: true, updatedAt: sql`now()` })
      .where(and(eq(tasks.id, current.id), isNull(tasks.changedByUserAt)))
      .returning({ id: tasks.id })
    changes.updated += result.length
  }

  const stale = existing.filter((task) => !planKeys.has(task.templateKey ?? '') && !task.changedByUserAt)
  if (stale.length > 0) {
    const removed = await db
      .delete(tasks)
      .where(
        and(
          eq(tasks.familyId, family.familyId),
          inArray(
            tasks.id,
            stale.map((task) => task.id),
          ),
          isNull(tasks.changedByUserAt),
        ),
      )
      .returning({ id: tasks.id })
    changes.removed = removed.length
  }
  if (changes.added + changes.updated + changes.removed > 0) {
    const summary = [
      changes.added > 0 ? `${plural(changes.added, 'task')} added` : null,
      changes.updated > 0 ? `${plural(changes.updated, 'task')} brought up to date` : null,
      changes.removed > 0 ? `${plural(changes.removed, 'task')} no longer needed removed` : null,
    ]
    await recordActivity(db, family, 'plan_generated', summary.filter(Boolean).join(', '))
  }
  return changes
}

/**
 * After the date of death changes: every task whose due date still follows its legal rule gets the date the
 * rule gives now (none when the date of death was removed), whether or not someone has worked on the task.
 * A due date someone set by hand stays. Only for someone who may 'manage-family'.
 */
export async function recomputeDueDates(
  db: Database,
  family: FamilyAccess,
  dateOfDeath: string | null,
): Promise<number> {
  assertCan(family, 'manage-family')
  const ruled = await db
    .select({ id: tasks.id, dueRule: tasks.dueRule, dueDate: tasks.dueDate, region: tasks.region })
    .from(tasks)
    .where(and(eq(tasks.familyId, family.familyId), isNotNull(tasks.dueRule), eq(tasks.dueDateFollowsRule, true)))
  let changed = 0
  for (const task of ruled) {
    if (!task.dueRule) continue
    const dueDate = dateOfDeath ? computeDueDate(dateOfDeath, task.dueRule, task.region ?? '') : null
    if (dueDate === task.dueDate) continue
    await db
      .update(tasks)
      .set({ dueDate, updatedAt: sql`now()` })
      .where(and(eq(tasks.id, task.id), eq(tasks.dueDateFollowsRule, true)))
    changed += 1
  }
  return changed
}

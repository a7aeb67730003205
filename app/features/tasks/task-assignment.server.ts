import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import { composeEmail } from '~/lib/auth-emails'
import type { Database } from '~/lib/db.server'
import { isUuid } from '~/lib/ids'
import { greeting, personName, personNameAmong } from '~/lib/person-name'
import type { Mailer } from '~/lib/mail.server'
import { rolesThatCan } from '~/lib/permissions'
import { assertCan, type FamilyAccess } from '~/lib/permissions.server'
import { Refusal } from '~/lib/refusal'
import { familyMembers, profiles, tasks, users } from '~db/schema'
import { recordActivity } from '~/features/activity/index.server'
import { TASK_ORDERS, TaskNotFoundError, type Task } from './task-service.server'
import { taskIsPending } from './task-rules.server'
import type { AssigneeOption } from './task-view'

/** An assignee who is not a Member or an Admin of the family: a 400 Refusal, told apart by its tests. */
export class AssigneeError extends Refusal {
  static override readonly kind: string = 'AssigneeError'

  constructor() {
    super(400, 'Choose someone in the family who can work on tasks (a Member or an Admin).')
  }
}

/**
 * The family's members who may work on tasks, by full name (decision 061): the people a task can be assigned
 * to, in alphabetical order, those without a name last.
 */
export async function assigneeOptions(db: Database, access: FamilyAccess): Promise<AssigneeOption[]> {
  assertCan(access, 'view')
  const rows = await db
    .select({ id: familyMembers.userId, fullName: profiles.fullName, email: users.email })
    .from(familyMembers)
    .innerJoin(profiles, eq(profiles.userId, familyMembers.userId))
    .innerJoin(users, eq(users.id, familyMembers.userId))
    .where(and(eq(familyMembers.familyId, access.familyId), inArray(familyMembers.role, rolesThatCan('edit-tasks'))))
    .orderBy(sql`${profiles.fullName} asc nulls last`, asc(users.email))
  return rows.map((row) => ({ id: row.id, name: personNameAmong(row.fullName, row.email) }))
}

interface Assignee {
  id: string
  /** As the family sees them (app/lib/person-name.ts). */
  name: string
  fullName: string | null
  email: string
  emailWhenAssigned: boolean
}

/**
 * Assigns a task to a member who may work on tasks, or to nobody (null). Someone outside the family, or a
 * Viewer, is refused with nothing changed. The feed records who assigned what to whom.
 */
export async function assignTask(
  db: Database,
  access: FamilyAccess,
  taskId: string,
  assigneeId: string | null,
): Promise<{ task: Task; assignee: Assignee | null }> {
  assertCan(access, 'edit-tasks')
  if (!isUuid(taskId)) throw new TaskNotFoundError()
  return db.transaction(async (tx) => {
    let assignee: Assignee | null = null
    if (assigneeId) {
      const [row] = await tx
        .select({
          id: familyMembers.userId,
          fullName: profiles.fullName,
          email: users.email,
          emailWhenAssigned: profiles.emailWhenAssigned,
        })
        .from(familyMembers)
        .innerJoin(users, eq(users.id, familyMembers.userId))
        .innerJoin(profiles, eq(profiles.userId, familyMembers.userId))
        .where(
          and(
            eq(familyMembers.familyId, access.familyId),
            eq(familyMembers.userId, assigneeId),
            inArray(familyMembers.role, rolesThatCan('edit-tasks')),
          ),
        )
      if (!row) throw new AssigneeError()
      assignee = { ...row, name: personName(row.fullName) }
    }
    const [task] = await tx
      .update(tasks)
      .set({ assigneeId: assignee?.id ?? null, updatedAt: new Date() })
      .where(and(eq(tasks.id, taskId), eq(tasks.familyId, access.familyId)))
      .returning()
    if (!task) throw new TaskNotFoundError()
    await recordActivity(tx, access, 'task_assigned', task.title, assignee?.name ?? 'nobody')
    return { task, assignee }
  })
}

const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/**
 * Tells the assignee by e-mail, unless they assigned it to themselves or turned these e-mails off in settings.
 * A mail failure is logged, never a failure of the assignment.
 */
export async function notifyAssignee(
  services: { mailer: Mailer; publicUrl: string; logger: Logger },
  assigner: { id: string; fullName: string | null },
  assignment: { task: Task; assignee: Assignee | null },
): Promise<boolean> {
  const { assignee, task } = assignment
  if (!assignee || assignee.id === assigner.id || !assignee.emailWhenAssigned) return false
  const by = personName(assigner.fullName)
  const url = `${services.publicUrl.replace(/\/$/, '')}/dashboard/tasks?assigned=me`
  try {
    await services.mailer.send(
      composeEmail(
        assignee.email,
        `${by} asked you to take care of a task`,
        [
          `${greeting(assignee.fullName)} ${by} has assigned you a task on Afterword: “${task.title}”.`,
          ...(task.dueDate ? [`It is due by ${LONG_DATE.format(new Date(task.dueDate))}.`] : []),
          'You can turn these e-mails off in your settings on Afterword.',
        ],
        { label: 'See your tasks', url },
      ),
    )
    return true
  } catch (error) {
    services.logger.error({ err: error, taskId: task.id }, 'task assignment: the e-mail could not be sent')
    return false
  }
}

/** The person's own next tasks: assigned to them, not done, soonest due first (undated last). */
export async function myNextTasks(
  db: Database,
  access: FamilyAccess,
  limit = 5,
): Promise<Array<{ id: string; title: string; dueDate: string | null }>> {
  return db
    .select({ id: tasks.id, title: tasks.title, dueDate: tasks.dueDate })
    .from(tasks)
    .where(and(eq(tasks.familyId, access.familyId), eq(tasks.assigneeId, access.userId), taskIsPending))
    .orderBy(...TASK_ORDERS.due)
    .limit(limit)
}

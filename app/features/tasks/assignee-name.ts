import type { AssigneeOption } from './task-view'

/** How a task list names whoever a task is assigned to: 'you' for the person looking, else their name. */
export function assigneeNameOf(id: string | null, assignees: AssigneeOption[], youId: string): string | null {
  if (!id) return null
  return id === youId
    ? 'you'
    : (assignees.find((person) => person.id === id)?.name ?? 'someone no longer in the family')
}

import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { ShowMoreLink } from '~/components/ui/show-more-link'
import { splitPart } from '~/lib/split-part'
import type { ShownRows } from '~/lib/show-more'
import type { TaskRowView } from '../task-view'
import { TaskFacts } from './task-row'

/**
 * The guided screen (`/tasks`): its groups, a task's dialog and 'Add Custom Task'. Dialogs live in the URL
 * (`?task=`, `?dialog=add`) and are never drawn as the page first opens, so their code is loaded in the browser
 * only when one opens (issue 32, decision 086).
 */
const taskDialog = splitPart(() => import('./guided-task-dialogs').then((part) => part.GuidedTaskDialog))
const addDialog = splitPart(() => import('./guided-task-dialogs').then((part) => part.AddCustomTaskDialog))
export const GuidedTaskDialog = taskDialog.Part
export const AddCustomTaskDialog = addDialog.Part

/** Loads a dialog's code when the address opens one, before the page is drawn. */
export const guidedDialogsReady = async (url: URL) => {
  if (url.searchParams.has('task')) await taskDialog.load()
  if (url.searchParams.get('dialog') === 'add') await addDialog.load()
}

/** One of the guided screen's groups as the page receives it: its counts, and the rows it shows (decision 083). */
export interface GuidedGroupView extends ShownRows<TaskRowView> {
  key: string
  title: string
  completed: number
}

/** Where a guided row is in the page, for the 'Show more' link that leads to it. */
const rowAnchor = (taskId: string) => `guided-${taskId}`

/**
 * One of the guided screen's groups: how many are done, and each task (its status, due date and who it is for)
 * with a link that opens its dialog; a long group shows its first rows and 'Show more'. `assigneeOf` names
 * whoever a task is assigned to.
 */
export function GuidedTaskGroup({
  group,
  search,
  assigneeOf,
}: {
  group: GuidedGroupView
  search: string
  assigneeOf: (task: TaskRowView) => string | null
}) {
  const { title, rows: tasks, total, completed, nextId } = group
  const id = `group-${title.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" id={id}>
          {title}
        </CardTitle>
        <p className="text-muted-foreground">
          {completed} of {total} completed
        </p>
      </CardHeader>
      <CardContent>
        <ul aria-labelledby={id} className="flex flex-col divide-y divide-border">
          {tasks.map((task) => {
            const params = new URLSearchParams(search)
            params.set('task', task.id)
            return (
              <li
                key={task.id}
                id={rowAnchor(task.id)}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
              >
                <div className="flex flex-col gap-1">
                  <span className="font-medium">{task.title}</span>
                  <TaskFacts task={task} assignee={assigneeOf(task)} />
                </div>
                <Button asChild variant="outline" size="sm">
                  <Link to={`?${params.toString()}`} preventScrollReset aria-label={`View Details: ${task.title}`}>
                    View Details
                  </Link>
                </Button>
              </li>
            )
          })}
        </ul>
        {nextId && (
          <ShowMoreLink
            listKey={group.key}
            shown={tasks.length}
            total={total}
            nextAnchor={rowAnchor(nextId)}
            what={title.toLowerCase()}
          />
        )}
      </CardContent>
    </Card>
  )
}

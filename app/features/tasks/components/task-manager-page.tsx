import { Link, useLocation, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { BackLink } from '~/components/layout/back-link'
import { Container } from '~/components/ui/container'
import { ProgressBar } from '~/components/ui/progress-bar'
import { isDone } from '../task-rules'
import { taskManagerUrl } from '../task-urls'
import type { TaskFilters as Filters } from '../tasks.schema'
import type { AssigneeOption, TaskActionResult, TaskView } from '../task-view'
import { TaskCard } from './task-card'
import { TaskFilters } from './task-filters'
import { useTaskFeedback, type TaskToastWording } from './use-task-feedback'
import { TaskPages } from './task-pages'
import { TaskManagerDialogsWhenOpen } from './task-manager-dialogs-when-open'

/** What the task manager shows: a page of the filtered tasks, the family's progress, and who may be assigned. */
export interface TaskManagerPageData {
  filters: Filters
  otherDialogTask: TaskView | null
  total: number
  completed: number
  percent: number
  matching: number
  page: number
  pages: number
  tasks: TaskView[]
  canEdit: boolean
  assignees: AssigneeOption[]
  youId: string
}

const WORDING: TaskToastWording = (result) => {
  switch (result.intent) {
    case 'create':
      return { title: 'Success', description: 'Task created successfully' }
    case 'delete':
      return { title: 'Success', description: 'Task deleted successfully' }
    case 'update':
      return { title: 'Success', description: 'Task updated' }
    default:
      return { title: 'Success', description: result.task && isDone(result.task) ? 'Task completed' : 'Task updated' }
  }
}

/** /dashboard/tasks: every task of the family, filtered and paged, with their dialogs. */
export function TaskManagerPage({
  page: data,
  result,
}: {
  page: TaskManagerPageData
  result: TaskActionResult | undefined
}) {
  const { filters, canEdit, total, completed, percent, matching, page, pages, tasks, assignees, youId } = data
  const location = useLocation()
  const navigation = useNavigation()
  useTaskFeedback(result, WORDING)
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname

  return (
    <Container className="flex flex-col gap-4 py-6 sm:gap-6 sm:py-10">
      <BackLink />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-semibold">Task Manager</h1>
        {canEdit && (
          <Button asChild>
            <Link to={taskManagerUrl(location.search, { dialog: 'create' })} preventScrollReset>
              Add Task
            </Link>
          </Button>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <p id="tasks-progress">
          {completed} of {total} tasks completed ({percent}%)
        </p>
        <ProgressBar value={percent} labelledBy="tasks-progress" />
      </div>
      <TaskFilters key={location.search} filters={filters} />
      <div aria-live="polite" className="min-h-6 text-muted-foreground">
        {loading
          ? 'Loading tasks...'
          : `${matching} ${matching === 1 ? 'task' : 'tasks'} found${pages > 1 ? `, page ${page} of ${pages}` : ''}`}
      </div>
      <TaskList tasks={tasks} canEdit={canEdit} assignees={assignees} youId={youId} search={location.search} />
      <TaskPages page={page} pages={pages} search={location.search} />
      {canEdit && <TaskManagerDialogsWhenOpen tasks={tasks} otherDialogTask={data.otherDialogTask} result={result} />}
    </Container>
  )
}

function TaskList({
  tasks,
  canEdit,
  assignees,
  youId,
  search,
}: Pick<TaskManagerPageData, 'tasks' | 'canEdit' | 'assignees' | 'youId'> & { search: string }) {
  if (tasks.length === 0) {
    return <p className="rounded-lg border border-dashed border-border p-8 text-center">No tasks found</p>
  }
  return (
    <ul className="flex flex-col gap-2">
      {tasks.map((task) => (
        <TaskCard
          key={task.id}
          task={task}
          canEdit={canEdit}
          assignees={assignees}
          youId={youId}
          editHref={taskManagerUrl(search, { dialog: 'edit', task: task.id })}
          deleteHref={taskManagerUrl(search, { dialog: 'delete', task: task.id })}
        />
      ))}
    </ul>
  )
}

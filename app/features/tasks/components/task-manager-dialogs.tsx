import { useLocation, useNavigate } from 'react-router'
import { Dialog } from '~/components/ui/dialog'
import { taskManagerUrl } from '../task-urls'
import type { TaskActionResult } from '../task-view'
import { DeleteTaskForm } from './delete-task-form'
import type { TaskManagerPageData } from './task-manager-page'
import { TaskFormDialog } from './task-form-dialog'
import { refusedTaskForm } from './task-manager-dialogs-when-open'

/** The dialog the address asks for (adding, changing or deleting a task), or the form a refused change came from. */
export function TaskManagerDialogs({
  tasks,
  otherDialogTask,
  result,
}: Pick<TaskManagerPageData, 'tasks' | 'otherDialogTask'> & { result: TaskActionResult | undefined }) {
  const location = useLocation()
  const navigate = useNavigate()
  const params = new URLSearchParams(location.search)
  const closeUrl = taskManagerUrl(location.search, null)
  const close = () => void navigate(closeUrl, { replace: true, preventScrollReset: true })
  const refused = refusedTaskForm(result)
  const dialog = refused ? (refused.intent === 'create' ? 'create' : 'edit') : params.get('dialog')
  const sentTaskId = refused?.values?.taskId
  const dialogTaskId = refused ? (typeof sentTaskId === 'string' ? sentTaskId : '') : params.get('task')
  const dialogTask =
    tasks.find((task) => task.id === dialogTaskId) ??
    (otherDialogTask?.id === dialogTaskId ? otherDialogTask : undefined)

  return (
    <>
      {dialog === 'create' && (
        <TaskFormDialog action={closeUrl} onClose={close} errors={refused?.fieldErrors} sent={refused?.values} />
      )}
      {dialog === 'edit' && dialogTask && (
        <TaskFormDialog
          task={dialogTask}
          action={closeUrl}
          onClose={close}
          errors={refused?.fieldErrors}
          sent={refused?.values}
        />
      )}
      {dialog === 'delete' && dialogTask && (
        <Dialog
          title="Delete this task?"
          description={`“${dialogTask.title}” will be removed for everyone in your family. This cannot be undone.`}
          onClose={close}
          closeHref={closeUrl}
        >
          <DeleteTaskForm taskId={dialogTask.id} action={closeUrl} />
        </Dialog>
      )}
    </>
  )
}

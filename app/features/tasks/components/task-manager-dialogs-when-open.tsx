import { useLocation } from 'react-router'
import { splitPart } from '~/lib/split-part'
import type { TaskActionResult } from '../task-view'
import type { TaskManagerPageData } from './task-manager-page'

// Adding, changing and deleting a task are dialogs opened by the address (`?dialog=`), or shown again with a
// refused form's answers; never drawn as the page first opens, so their code (the form, its list fields, the
// dialog) is loaded in the browser only when one opens (issue 32, decision 086).
const dialogs = splitPart(() => import('./task-manager-dialogs').then((part) => part.TaskManagerDialogs))

/** The answer to a task form the server refused, which shows the form again with its messages. */
export const refusedTaskForm = (result: TaskActionResult | undefined) =>
  result && !result.ok && result.fieldErrors ? result : undefined

/** Loads the dialogs' code when the address opens one, before the page is drawn. */
export const taskManagerDialogsReady = async (url: URL) => {
  if (url.searchParams.has('dialog')) await dialogs.load()
}

type Props = Pick<TaskManagerPageData, 'tasks' | 'otherDialogTask'> & { result: TaskActionResult | undefined }

/** The dialog the address asks for, or the form a refused change came from; nothing (and no code) otherwise. */
export function TaskManagerDialogsWhenOpen(props: Props) {
  const opened = new URLSearchParams(useLocation().search).has('dialog')
  if (!opened && !refusedTaskForm(props.result)) return null
  return <dialogs.Part {...props} />
}

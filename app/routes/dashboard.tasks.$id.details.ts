import { requireActiveFamily } from '~/features/family/index.server'
import { loadTaskDetails } from '~/features/tasks/task-lists.server'
import { Refusal, refusingLoader } from '~/lib/refusal'
import { servicesFrom } from '~/load-context'
import type { Route } from './+types/dashboard.tasks.$id.details'

/**
 * One task's details (description, steps, contacts, notes, link, region), which a task list's row loads when it
 * opens: the lists send only what their rows show (decision 077). The same right as the task screens, 'view', and
 * the task is looked up in the person's own family. Without JavaScript a row opens by its address instead
 * (`?open=`), and the page sends that task's details with it.
 */
export const loader = refusingLoader(async (args: Route.LoaderArgs) => {
  const family = await requireActiveFamily(args, 'view')
  const task = await loadTaskDetails(servicesFrom(args.context).db, family.access, args.params.id)
  if (!task) throw new Refusal(404, 'This task was not found.')
  return task
})

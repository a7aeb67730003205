import { Form, Link, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'

/** The confirmation inside the delete dialog: delete, or keep the task. */
export function DeleteTaskForm({ taskId, action }: { taskId: string; action: string }) {
  const busy = useNavigation().state === 'submitting'
  return (
    <Form method="post" action={action} className="flex flex-wrap justify-end gap-3">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="taskId" value={taskId} />
      <Button asChild variant="outline">
        <Link to={action} replace preventScrollReset>
          Keep the task
        </Link>
      </Button>
      <Button type="submit" variant="destructive" disabled={busy}>
        {busy ? 'Deleting…' : 'Delete task'}
      </Button>
    </Form>
  )
}

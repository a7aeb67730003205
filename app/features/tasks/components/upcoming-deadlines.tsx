import { Link } from 'react-router'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import type { UpcomingTask } from '../task-view'
import { SourceLink } from './source-link'
import { TaskBadges } from './task-badges'

/**
 * The next dated tasks still to do after the coming week (what is due sooner is under 'Needs doing first'), with
 * the legal deadline they follow and where it comes from.
 */
export function UpcomingDeadlines({ tasks }: { tasks: UpcomingTask[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Deadlines coming up</CardTitle>
      </CardHeader>
      <CardContent>
        {tasks.length === 0 ? (
          <p className="text-muted-foreground">
            No dated tasks to do after the coming week. Tasks get a date when the law sets a deadline and the date of
            death is known, or when you give one.
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {tasks.map((task) => (
              <li key={task.id} className="flex flex-col gap-1 py-3">
                <span className="font-medium">{task.title}</span>
                <TaskBadges task={task} />
                {task.notes && <p className="text-sm text-muted-foreground">{task.notes}</p>}
                {task.sourceUrl && <SourceLink url={task.sourceUrl} title={task.title} />}
              </li>
            ))}
          </ul>
        )}
        <Link
          to="/dashboard/tasks"
          className="mt-3 inline-block text-primary underline underline-offset-4 hover:no-underline"
        >
          See all tasks
        </Link>
      </CardContent>
    </Card>
  )
}

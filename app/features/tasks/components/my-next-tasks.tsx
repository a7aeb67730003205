import { Link } from 'react-router'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { formatDay } from '~/lib/calendar'
import { useReaderDates } from '~/lib/reader-dates'

/** The tasks assigned to the person, soonest first, with the way to all of them. */
export function MyNextTasks({ tasks }: { tasks: Array<{ id: string; title: string; dueDate: string | null }> }) {
  const { locale } = useReaderDates()
  if (tasks.length === 0) return null
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Your next tasks</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <ul className="flex flex-col divide-y divide-border">
          {tasks.map((task) => (
            <li key={task.id} className="flex flex-wrap justify-between gap-x-4 py-2">
              <span>{task.title}</span>
              {task.dueDate && (
                <span className="text-sm text-muted-foreground">
                  Due by <time dateTime={task.dueDate}>{formatDay(task.dueDate, locale)}</time>
                </span>
              )}
            </li>
          ))}
        </ul>
        <Link to="/dashboard/tasks?assigned=me" className="self-start underline underline-offset-4">
          All tasks assigned to you
        </Link>
      </CardContent>
    </Card>
  )
}

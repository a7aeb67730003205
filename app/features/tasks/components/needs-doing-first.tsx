import { Link } from 'react-router'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { useReaderDates } from '~/lib/reader-dates'
import { isOverdue } from '../task-rules'
import type { DeadlineTask } from '../task-view'
import { SourceLink } from './source-link'
import { TaskBadges } from './task-badges'

/**
 * What is overdue and what falls due within a week, at the top of the dashboard for every family, free or
 * Premium (docs/product.md, 'Tasks', Needs doing first): a deadline is never something a person has to pay to be told about.
 */
export function NeedsDoingFirst({ tasks }: { tasks: DeadlineTask[] }) {
  const { today } = useReaderDates()
  if (tasks.length === 0) return null
  const overdue = tasks.filter((task) => isOverdue(task, today))
  const soon = tasks.filter((task) => !isOverdue(task, today))
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Needs doing first</CardTitle>
        <p className="text-muted-foreground">
          A passed deadline is still worth acting on: the office concerned can tell you what to do now.
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {overdue.length > 0 && <DeadlineList title="Past its deadline" tasks={overdue} />}
        {soon.length > 0 && <DeadlineList title="Due soon" tasks={soon} />}
        <Link to="/dashboard/tasks" className="text-primary underline underline-offset-4 hover:no-underline">
          See all tasks
        </Link>
      </CardContent>
    </Card>
  )
}

function DeadlineList({ title, tasks }: { title: string; tasks: DeadlineTask[] }) {
  const id = `needs-doing-first-${title.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="font-medium">
        {title}
      </h3>
      <ul className="flex flex-col divide-y divide-border">
        {tasks.map((task) => (
          <li key={task.id} className="flex flex-col gap-1 py-2">
            <span>{task.title}</span>
            <TaskBadges task={task} />
            {task.sourceUrl && <SourceLink url={task.sourceUrl} title={task.title} />}
          </li>
        ))}
      </ul>
    </section>
  )
}

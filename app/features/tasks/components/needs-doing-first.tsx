import { Link } from 'react-router'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { ShowMoreLink } from '~/components/ui/show-more-link'
import type { ShownRows } from '~/lib/show-more'
import type { DeadlineTask } from '../task-view'
import { SourceLink } from './source-link'
import { TaskBadges } from './task-badges'

/**
 * What is overdue and what falls due within a week, at the top of the dashboard for every family, free or
 * Premium (docs/product.md, 'Tasks', Needs doing first): a deadline is never something a person has to pay to be told about.
 */
export function NeedsDoingFirst({
  overdue,
  soon,
}: {
  overdue: ShownRows<DeadlineTask>
  soon: ShownRows<DeadlineTask>
}) {
  if (overdue.total + soon.total === 0) return null
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Needs doing first</CardTitle>
        <p className="text-muted-foreground">
          A passed deadline is still worth acting on: the office concerned can tell you what to do now.
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {overdue.total > 0 && <DeadlineList title="Past its deadline" listKey="overdue" list={overdue} />}
        {soon.total > 0 && <DeadlineList title="Due soon" listKey="soon" list={soon} />}
        <Link to="/dashboard/tasks" className="text-primary underline underline-offset-4 hover:no-underline">
          See all tasks
        </Link>
      </CardContent>
    </Card>
  )
}

/** Where a line is in the page, for the 'Show more' link that leads to it. */
const lineAnchor = (taskId: string) => `deadline-${taskId}`

/** One of the lists, its first lines and 'Show more' (`listKey` is its count's name in the address). */
function DeadlineList({ title, listKey, list }: { title: string; listKey: string; list: ShownRows<DeadlineTask> }) {
  const id = `needs-doing-first-${title.toLowerCase().replace(/\W+/g, '-')}`
  const tasks = list.rows
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="font-medium">
        {title}
      </h3>
      <ul className="flex flex-col divide-y divide-border">
        {tasks.map((task) => (
          <li key={task.id} id={lineAnchor(task.id)} className="flex flex-col gap-1 py-2">
            <span>{task.title}</span>
            <TaskBadges task={task} />
            {task.sourceUrl && <SourceLink url={task.sourceUrl} title={task.title} />}
          </li>
        ))}
      </ul>
      {list.nextId && (
        <ShowMoreLink
          listKey={listKey}
          shown={tasks.length}
          total={list.total}
          nextAnchor={lineAnchor(list.nextId)}
          what={title.toLowerCase()}
        />
      )}
    </section>
  )
}

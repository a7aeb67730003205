import { Link } from 'react-router'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { ActivityList } from '~/features/activity'
import type { UpcomingTask } from '../task-view'
import { UpcomingDeadlines } from './upcoming-deadlines'

/**
 * The advanced dashboard: the next deadlines and the family's recent activity, with Premium; without it, a
 * calm word about what Premium adds (docs/product.md, 'Premium').
 */
export function DeadlinesAndActivity({
  premium,
  upcoming,
  activity,
}: {
  premium: boolean
  upcoming: UpcomingTask[]
  activity: React.ComponentProps<typeof ActivityList>['entries']
}) {
  if (!premium) {
    return (
      <Card>
        <CardHeader>
          <CardTitle as="h2">Deadlines and activity</CardTitle>
        </CardHeader>
        <CardContent>
          <p>
            With Premium, this page also shows your next deadlines and what your family has done recently.{' '}
            <Link to="/upgrade" className="text-primary underline underline-offset-4 hover:no-underline">
              See what Premium includes
            </Link>
          </p>
        </CardContent>
      </Card>
    )
  }
  return (
    <>
      <UpcomingDeadlines tasks={upcoming} />
      <Card>
        <CardHeader>
          <CardTitle as="h2">Recent activity</CardTitle>
        </CardHeader>
        <CardContent>
          <ActivityList entries={activity} />
        </CardContent>
      </Card>
    </>
  )
}

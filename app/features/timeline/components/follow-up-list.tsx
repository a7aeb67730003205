import { Link } from 'react-router'
import { organisationHref } from '~/features/organisations'
import type { TimelineFollowUp } from '../timeline-view'

/** Follow-up dates with organisations, beside the tasks of a week or a day; each links to its organisation. */
export function FollowUpList({ followUps }: { followUps: TimelineFollowUp[] }) {
  if (followUps.length === 0) return null
  return (
    <ul aria-label="Follow-ups with organisations" className="divide-y divide-border">
      {followUps.map((followUp) => (
        <li key={followUp.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-3">
          <Link
            to={organisationHref(followUp.id)}
            className="font-medium underline underline-offset-4 hover:no-underline"
          >
            Follow up with {followUp.name}
          </Link>
          <span className="text-sm text-muted-foreground">
            {followUp.done && <span aria-hidden="true">✓ </span>}
            {followUp.done ? 'Done' : 'Organisation to tell'}
          </span>
        </li>
      ))}
    </ul>
  )
}

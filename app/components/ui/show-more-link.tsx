import { Link, useLocation } from 'react-router'
import { showMoreHref, ROWS_AT_A_TIME } from '~/lib/show-more'

/**
 * 'Show 20 more' under a list shown a part at a time (decision 083): a link, so it works without JavaScript, to
 * the same page with more rows of the list `listKey`, opening where the new rows begin (`nextAnchor`). Says how
 * many are shown of how many, so nobody takes the part for the whole.
 */
export function ShowMoreLink({
  listKey,
  shown,
  total,
  nextAnchor,
  what,
}: {
  listKey: string
  shown: number
  total: number
  /** The element id of the first row the link adds. */
  nextAnchor: string
  /** The list, as its accessible name says it ('legal tasks'). */
  what: string
}) {
  const location = useLocation()
  if (shown >= total) return null
  const more = Math.min(ROWS_AT_A_TIME, total - shown)
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-2 pt-2">
      <span className="text-muted-foreground">
        Showing {shown} of {total}
      </span>
      <Link
        to={showMoreHref(location.search, listKey, shown, nextAnchor)}
        className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4 hover:no-underline"
        aria-label={`Show ${more} more ${what} (${shown} of ${total} shown)`}
      >
        Show {more} more
      </Link>
    </p>
  )
}

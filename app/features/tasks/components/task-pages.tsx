import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { taskManagerPageUrl } from '../task-urls'

/** 'Previous page', 'Page 2 of 5', 'Next page' under the task manager's list; nothing for a single page. */
export function TaskPages({ page, pages, search }: { page: number; pages: number; search: string }) {
  if (pages <= 1) return null
  return (
    <nav aria-label="Pages of tasks" className="flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Button asChild variant="outline">
          <Link to={taskManagerPageUrl(search, page - 1)}>Previous page</Link>
        </Button>
      ) : (
        <span />
      )}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Button asChild variant="outline">
          <Link to={taskManagerPageUrl(search, page + 1)}>Next page</Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  )
}

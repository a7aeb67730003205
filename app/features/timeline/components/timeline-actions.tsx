import { CalendarPlus, Printer } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'

/** The timeline's way out to other forms of the same dates: a calendar file, and the printable checklist. */
export function TimelineActions() {
  return (
    <div className="flex flex-wrap items-start gap-2">
      <Button asChild variant="outline">
        <a href="/dashboard/calendar.ics" download>
          <CalendarPlus aria-hidden="true" />
          Add to calendar
        </a>
      </Button>
      <div className="flex flex-col items-start gap-1">
        <Button asChild variant="outline">
          <Link to="/dashboard/checklist" aria-describedby="printable-checklist-says">
            <Printer aria-hidden="true" />
            Printable checklist
          </Link>
        </Button>
        <span id="printable-checklist-says" className="text-sm text-muted-foreground">
          Choose tasks to print or keep as a PDF.
        </span>
      </div>
    </div>
  )
}

import { Link } from 'react-router'

/** One of the dashboard's links to a task screen: an icon, a title and a line about what is there. */
export function DashboardTile({
  to,
  icon,
  title,
  text,
  premiumNeeded = false,
}: {
  to: string
  icon: React.ReactNode
  title: string
  text: string
  /** Marks a Premium feature for a family without it (the page then offers the upgrade). */
  premiumNeeded?: boolean
}) {
  return (
    <li>
      <Link
        to={to}
        className="flex h-full flex-col gap-2 rounded-lg border border-border bg-card p-4 hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <span className="flex items-center gap-2 font-semibold">
          {icon}
          {title}
        </span>
        <span className="text-muted-foreground">{text}</span>
        {premiumNeeded && <span className="text-sm font-medium text-primary">Premium</span>}
      </Link>
    </li>
  )
}

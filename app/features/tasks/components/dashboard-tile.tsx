import { Link } from 'react-router'

/** One of the dashboard's links to a task screen: an icon, a title and a line about what is there. */
export function DashboardTile({
  to,
  icon,
  title,
  text,
}: {
  to: string
  icon: React.ReactNode
  title: string
  text: string
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
      </Link>
    </li>
  )
}

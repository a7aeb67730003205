import { Link } from 'react-router'

/** 'Back to Dashboard' (or another page) at the top of a signed-in page. */
export function BackLink({ to = '/dashboard', label = 'Back to Dashboard' }: { to?: string; label?: string }) {
  return (
    <Link to={to} className="self-start text-primary underline underline-offset-4 hover:no-underline">
      <span aria-hidden="true">← </span>
      {label}
    </Link>
  )
}

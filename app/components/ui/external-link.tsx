import type { ReactNode } from 'react'
import { cn } from '~/lib/utils'

/** A link to another site: opens in a new tab, says so to screen readers, and passes nothing of ours along. */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  // Inline, not flex: a long link must be able to wrap on a narrow phone. The icon is drawn by the
  // external-link class (app.css), not an inline SVG, which cost 400 bytes a link on the resource pages.
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'external-link underline underline-offset-4 [overflow-wrap:anywhere] hover:no-underline',
        className,
      )}
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}

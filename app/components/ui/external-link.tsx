import { ExternalLink as ExternalIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '~/lib/utils'

/** A link to another site: opens in a new tab, says so to screen readers, and passes nothing of ours along. */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  // Inline, not flex: a long link must be able to wrap on a narrow phone.
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn('underline underline-offset-4 [overflow-wrap:anywhere] hover:no-underline', className)}
    >
      {children}
      <ExternalIcon aria-hidden="true" className="ml-1 inline size-3.5 align-baseline" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}

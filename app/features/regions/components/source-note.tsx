import { formatIsoDate } from '~/lib/format'
import type { Sourcing } from '../view-types'
import { ExternalLink } from '~/components/ui/external-link'

/** Small print under every fact: where it came from and when it was checked. */
export function SourceNote({ source, reviewed, official = true }: Sourcing) {
  const host = new URL(source).hostname.replace(/^www\./, '')
  return (
    <p className="mt-2 text-sm text-muted-foreground">
      Source: <ExternalLink href={source}>{host}</ExternalLink>
      {!official && <span> (not an official source)</span>} · checked{' '}
      <time dateTime={reviewed}>{formatIsoDate(reviewed, 'medium')}</time>
    </p>
  )
}

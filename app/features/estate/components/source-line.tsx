import { ExternalLink } from '~/components/ui/external-link'
import { formatIsoDate } from '~/lib/format'
import type { CheckedSource } from '../estate-rule-words'

/** 'Source: gov.uk, checked 25 November 2026' under a fact, saying so when the page is not an official one. */
export function SourceLine({ source }: { source: CheckedSource }) {
  return (
    <p className="mt-2 text-sm break-words text-muted-foreground">
      Source: <ExternalLink href={source.url}>{source.title}</ExternalLink>
      {!source.official && <span> (not an official source)</span>}, checked{' '}
      <time dateTime={source.checked}>{formatIsoDate(source.checked)}</time>
    </p>
  )
}

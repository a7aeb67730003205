import { formatIsoDate } from '~/lib/format'
import type { Sourcing } from '../view-types'
import { ExternalLink } from '~/components/ui/external-link'

const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, '')

/**
 * Small print under every fact: where it came from and when it was checked. A deciding figure may add the
 * official page beside an unofficial one, or say that no official page states it (decision 072).
 */
export function SourceNote({ source, reviewed, official = true, officialSource, noOfficialPage }: Sourcing) {
  return (
    <>
      <p className="mt-2 text-sm text-muted-foreground">
        Source: <ExternalLink href={source}>{hostOf(source)}</ExternalLink>
        {!official && <span> (not an official source)</span>}
        {officialSource && (
          <>
            ; official page: <ExternalLink href={officialSource}>{hostOf(officialSource)}</ExternalLink>
          </>
        )}{' '}
        · checked <time dateTime={reviewed}>{formatIsoDate(reviewed, 'medium')}</time>
      </p>
      {noOfficialPage && (
        <p className="mt-1 text-sm">
          No official page we could find states this figure; see{' '}
          <ExternalLink href={noOfficialPage}>{hostOf(noOfficialPage)}</ExternalLink>.
        </p>
      )}
    </>
  )
}

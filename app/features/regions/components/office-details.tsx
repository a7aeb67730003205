import type { OfficeView } from '../view-types'
import { ExternalLink } from '~/components/ui/external-link'
import { SourceNote } from './source-note'

/** An office or service: what it does, how to reach it, and where the details came from. */
export function OfficeDetails({ office, headingLevel = 4 }: { office: OfficeView; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  return (
    <div>
      <Heading className="font-semibold">{office.name}</Heading>
      {office.description && <p className="mt-1">{office.description}</p>}
      <ul className="mt-2 space-y-1">
        {office.phoneLink && (
          <li className="flex flex-wrap items-center gap-x-2">
            <span aria-hidden="true" className="icon icon-phone text-primary" />
            <a className="font-medium underline underline-offset-4 hover:no-underline" href={office.phoneLink.href}>
              {office.phoneLink.text}
            </a>
            <span className="text-sm text-muted-foreground">
              {office.phoneLink.international
                ? `(from abroad ${office.phoneLink.international})`
                : '(from within the country only)'}
            </span>
          </li>
        )}
        {office.phoneNote && <li className="text-sm text-muted-foreground">{office.phoneNote}</li>}
        {office.website && (
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="icon icon-globe text-primary" />
            <ExternalLink href={office.website}>Website</ExternalLink>
          </li>
        )}
        {office.address && (
          <li className="flex items-start gap-2">
            <span aria-hidden="true" className="icon icon-map-pin mt-1 text-primary" />
            <span>{office.address}</span>
          </li>
        )}
      </ul>
      <SourceNote source={office.source} reviewed={office.reviewed} official={office.official} />
    </div>
  )
}

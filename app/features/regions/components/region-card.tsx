import { ArrowUp } from 'lucide-react'
import type { RegionView } from '../view-types'
import { NoteCard } from './note-card'
import { OfficeDetails } from './office-details'
import { SourceNote } from './source-note'

function formatAmount(amount: number, currency: string) {
  return new Intl.NumberFormat('en', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount)
}

/** Everything that differs in one state, province or nation, each fact with its source. */
export function RegionCard({ region, backTo }: { region: RegionView; backTo?: { href: string; label: string } }) {
  const titleId = `${region.code}-title`
  const { registrationDeadline: deadline, smallEstate } = region
  return (
    <article id={region.code} aria-labelledby={titleId} className="scroll-mt-4 rounded-xl border bg-card p-5 sm:p-6">
      <h3 id={titleId} className="text-2xl font-semibold">
        {region.name}
        {region.abbreviation && <span className="text-muted-foreground"> ({region.abbreviation})</span>}
      </h3>
      <p className="text-sm text-muted-foreground">
        Region code <code>{region.code}</code>
      </p>

      <dl className="mt-4 space-y-4">
        <div>
          <dt className="font-semibold">Registering the death</dt>
          <dd className="mt-1">
            <p>{deadline ? deadline.text : 'Ask the registry how soon the death must be registered.'}</p>
            <p className="mt-1">Usually done by {region.registeredBy}.</p>
            {deadline && (
              <SourceNote source={deadline.source} reviewed={deadline.reviewed} official={deadline.official} />
            )}
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Small estates</dt>
          <dd className="mt-1">
            {smallEstate.amount !== null && (
              <p className="font-medium">{formatAmount(smallEstate.amount, smallEstate.currency)}</p>
            )}
            <p>{smallEstate.text}</p>
            {smallEstate.isPolicy && (
              <p className="mt-1 font-medium">This limit is set by banks and other organisations, not by law.</p>
            )}
            <SourceNote source={smallEstate.source} reviewed={smallEstate.reviewed} official={smallEstate.official} />
          </dd>
        </div>
      </dl>

      <div className="mt-6 grid gap-6 *:min-w-0 md:grid-cols-2">
        <OfficeDetails office={region.registry} />
        <OfficeDetails office={region.probateCourt} />
        {region.otherOffices.map((office) => (
          <OfficeDetails key={office.name} office={office} />
        ))}
      </div>

      {region.notes.length > 0 && (
        <div className="mt-6 space-y-4">
          {region.notes.map((note) => (
            <NoteCard key={note.title} note={note} headingLevel={4} />
          ))}
        </div>
      )}

      {backTo && (
        <p className="mt-6">
          <a
            className="inline-flex items-center gap-1 underline underline-offset-4 hover:no-underline"
            href={backTo.href}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
            {backTo.label}
          </a>
        </p>
      )}
    </article>
  )
}

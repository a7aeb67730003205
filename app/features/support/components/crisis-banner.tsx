import { Form } from 'react-router'
import type { CountryCode } from '~/content/schema'
import { placeName, type CrisisCountryView, type CrisisLineView } from '../crisis-view'

const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

function Source({ line }: { line: CrisisLineView }) {
  return (
    <span className="text-sm">
      {' '}
      (
      <a href={line.source} className="underline underline-offset-4" rel="noreferrer">
        source{line.official ? '' : ', not an official source'}
      </a>
      , checked <time dateTime={line.reviewed}>{LONG_DATE.format(new Date(line.reviewed))}</time>)
    </span>
  )
}

function Line({ line }: { line: CrisisLineView }) {
  return (
    <li>
      <strong>{line.name}</strong>:{' '}
      <a href={`tel:${line.dial}`} className="font-semibold underline underline-offset-4">
        call {line.display}
      </a>
      {line.textDial && line.textDisplay && (
        <>
          {' '}
          or{' '}
          <a href={`sms:${line.textDial}`} className="font-semibold underline underline-offset-4">
            text {line.textDisplay}
          </a>
        </>
      )}
      , {line.hours}. {line.description}
      <Source line={line} />
    </li>
  )
}

/**
 * The crisis lines first, before anything else on /support: the visitor's country when we know it, every
 * country when we do not. Plain links, so they work without JavaScript and on any phone.
 */
export function CrisisBanner({
  countries,
  current,
  headingId = 'crisis-heading',
  withCountryChooser = true,
}: {
  countries: CrisisCountryView[]
  current: CountryCode | null
  headingId?: string
  /** Off inside another form (the contact form's Emergency Support lines): forms cannot nest. */
  withCountryChooser?: boolean
}) {
  const shown = current ? countries.filter((country) => country.code === current) : countries
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border-2 border-destructive/60 bg-destructive/5 p-5 text-foreground sm:p-6"
    >
      <h2 id={headingId} className="text-2xl font-semibold">
        If you need someone to talk to right now
      </h2>
      <p className="mt-2">
        These lines are free and answered by trained people at any hour. If anyone is in immediate danger, call the
        emergency number first.
      </p>
      {shown.map((country) => (
        <div key={country.code} className="mt-4">
          {shown.length > 1 && <h3 className="text-lg font-semibold">{country.name}</h3>}
          <p className="mt-1">
            <strong>In immediate danger:</strong>{' '}
            <a href={`tel:${country.emergency.dial}`} className="font-semibold underline underline-offset-4">
              call {country.emergency.display}
            </a>{' '}
            ({country.emergency.name}
            {current ? ` in ${placeName(country.name)}` : ''}).
            <Source line={country.emergency} />
          </p>
          <ul className="mt-2 list-disc space-y-2 pl-6">
            {country.lines.map((line) => (
              <Line key={line.name} line={line} />
            ))}
          </ul>
        </div>
      ))}
      {withCountryChooser && (
        <Form method="get" action="/support" className="mt-5 flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1.5">
            <label htmlFor="crisis-country" className="font-medium">
              {current ? 'Numbers for another country' : 'Show the numbers for one country'}
            </label>
            <select
              id="crisis-country"
              name="country"
              defaultValue={current ?? ''}
              className="min-h-11 rounded-md border border-input bg-card px-3 py-2 text-base"
            >
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            className="min-h-11 rounded-md border border-input bg-card px-4 font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            Show numbers
          </button>
        </Form>
      )}
    </section>
  )
}

import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { ExternalLink } from '~/components/ui/external-link'
import { TextField } from '~/components/ui/text-field'
import { KeptChangeNote } from '~/components/ui/kept-change-note'
import { keepWhenOffline } from '~/lib/offline-changes'
import type { ServiceView } from '../organisations-view'

interface OneStopServicesProps {
  services: ServiceView[]
  fallbackGuide: { title: string; url: string; reviewedLabel: string } | null
  countryName: string
  today: string
  canEdit: boolean
  busy: boolean
  /** Errors of the last 'Mark these as told' form, with the service it was for. */
  errors?: { serviceId: string; fields: Partial<Record<string, string>> }
}

const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, '')

/**
 * The official services that tell many organisations at once, first on the page: most people never hear of
 * them, and one form there replaces a dozen letters.
 */
export function OneStopServices({
  services,
  fallbackGuide,
  countryName,
  today,
  canEdit,
  busy,
  errors,
}: OneStopServicesProps) {
  return (
    <section aria-labelledby="services-heading" className="flex flex-col gap-4">
      <h2 id="services-heading" className="text-2xl font-semibold">
        Tell many at once
      </h2>
      {services.length === 0 ? (
        <p>
          We know of no official service in {countryName} that tells several organisations at once, so each needs
          telling on its own.{' '}
          {fallbackGuide && (
            <>
              The official guide to who to tell:{' '}
              <ExternalLink href={fallbackGuide.url}>{fallbackGuide.title}</ExternalLink> (checked{' '}
              {fallbackGuide.reviewedLabel}).
            </>
          )}
        </p>
      ) : (
        services.map((service) => {
          const fieldErrors = errors?.serviceId === service.id ? errors.fields : {}
          const prefix = `service-${service.id}`
          return (
            <article
              key={service.id}
              aria-labelledby={`${prefix}-heading`}
              className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4"
            >
              <h3 id={`${prefix}-heading`} className="text-xl font-semibold">
                {service.name}
              </h3>
              <p>{service.summary}</p>
              {service.industry && (
                <p className="font-medium">Not a government service: it is run by the organisations it tells.</p>
              )}
              <p>
                <span className="font-medium">It tells: </span>
                {service.covers.join(', ')}.
              </p>
              <p className="text-muted-foreground">{withFullStop(service.availability)}</p>
              <div>
                <h4 className="font-medium">How to use it</h4>
                <ol className="ml-6 list-decimal">
                  {service.howToUse.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </div>
              <p>
                <ExternalLink href={service.url}>
                  {service.industry
                    ? `Start on the ${service.name}’s own page`
                    : `Start on the official page for ${service.name}`}
                </ExternalLink>
                <span className="text-sm text-muted-foreground"> (checked {service.reviewedLabel})</span>
              </p>
              {service.phone && <ServicePhone phone={service.phone} />}
              {canEdit && (
                <MarkToldForm service={service} prefix={prefix} today={today} busy={busy} fieldErrors={fieldErrors} />
              )}
            </article>
          )
        })
      )}
    </section>
  )
}

/** The service's phone line, with where it was read and when. */
function ServicePhone({ phone }: { phone: NonNullable<ServiceView['phone']> }) {
  return (
    <p>
      By phone:{' '}
      <a href={phone.href} className="font-medium underline underline-offset-4">
        {phone.number}
      </a>
      {phone.hours && <span> ({phone.hours})</span>}
      <span className="block text-sm text-muted-foreground">
        Source: <ExternalLink href={phone.source}>{hostOf(phone.source)}</ExternalLink> · checked {phone.reviewedLabel}
      </span>
    </p>
  )
}

/** After using the service: its reference and date, and every organisation it tells is marked as told. */
function MarkToldForm({
  service,
  prefix,
  today,
  busy,
  fieldErrors,
}: {
  service: ServiceView
  prefix: string
  today: string
  busy: boolean
  fieldErrors: Partial<Record<string, string>>
}) {
  return (
    <Form
      method="post"
      className="flex flex-col gap-3 border-t border-border pt-3"
      preventScrollReset
      onSubmit={keepWhenOffline('organisations', service.id, `Organisations told through ${service.name}`)}
    >
      <p>Used it? Record it here, and every organisation it tells is marked as told.</p>
      <input type="hidden" name="intent" value="mark-told" />
      <input type="hidden" name="serviceId" value={service.id} />
      <div className="grid gap-3 sm:grid-cols-2 [&>*]:min-w-0">
        <TextField
          idPrefix={prefix}
          name="serviceReference"
          label={`${service.name} reference number`}
          autoComplete="off"
          required
          maxLength={100}
          error={fieldErrors.serviceReference}
        />
        <TextField
          idPrefix={prefix}
          name="notifiedOn"
          label="Date you used it"
          type="date"
          defaultValue={today}
          required
          error={fieldErrors.notifiedOn}
        />
      </div>
      <Button type="submit" className="self-start" disabled={busy}>
        Mark these as told
      </Button>
      <KeptChangeNote target={service.id} />
    </Form>
  )
}

function withFullStop(sentence: string): string {
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`
}

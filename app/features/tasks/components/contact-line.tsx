import { ExternalLink } from '~/components/ui/external-link'
import { contactText } from '../contact-text'

/** One contact of a task: a web address reads as the organisation's name, with the site's host in small print. */
export function ContactLine({ contact }: { contact: string }) {
  const parts = contactText(contact)
  if (parts.kind === 'text') return <>{parts.text}</>
  return (
    <>
      <ExternalLink href={parts.href}>{parts.label}</ExternalLink>{' '}
      <span className="text-sm text-muted-foreground">{parts.host}</span>
      {parts.rest && <> {parts.rest}</>}
    </>
  )
}

import { Info } from 'lucide-react'
import { Link } from 'react-router'

/** Shown when this installation keeps e-mails instead of sending them (no SMTP_URL). */
export function MailNotice({ outboxPage }: { outboxPage: boolean }) {
  return (
    <div role="note" className="flex gap-3 rounded-lg border bg-muted p-4 text-sm">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>
        E-mail is not set up on this installation, so messages are not sent.{' '}
        {outboxPage ? (
          <>
            You can read them in the{' '}
            <Link to="/dev/outbox" className="font-medium underline underline-offset-4">
              outbox
            </Link>
            .
          </>
        ) : (
          'They are kept in the server log for the person who runs it.'
        )}
      </p>
    </div>
  )
}

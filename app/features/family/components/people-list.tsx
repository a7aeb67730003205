import { Form, Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { initialsOf } from '../family-words'
import type { FamilyPerson } from '../family-view'

/** Everyone in the family and everyone invited, with what an Admin can do to each. */
export function PeopleList({ people, canManage }: { people: FamilyPerson[]; canManage: boolean }) {
  return (
    <section aria-labelledby="people-heading">
      <h2 id="people-heading" className="text-xl font-semibold">
        Members
      </h2>
      <ul className="mt-3 flex flex-col divide-y divide-border rounded-lg border border-border bg-card">
        {people.map((person) => (
          <li key={person.id} className="flex flex-wrap items-center gap-3 p-4">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted font-semibold"
            >
              {initialsOf(person.name)}
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words">
                {person.name}
                {person.isYou && <span className="text-muted-foreground"> (you)</span>}
              </p>
              <p className="text-sm break-all text-muted-foreground">{person.email}</p>
            </div>
            <p className="w-full pl-13 text-sm sm:w-auto sm:pl-0">
              <span className="font-medium">{person.role}</span> ·{' '}
              <span className={person.status === 'Pending' ? 'text-muted-foreground' : ''}>
                {person.status}
                {person.expired && ', link expired'}
              </span>
            </p>
            {canManage && person.status === 'Pending' && (
              <div className="flex w-full gap-2 pl-13 sm:w-auto sm:pl-0">
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="resend" />
                  <input type="hidden" name="invitationId" value={person.id} />
                  <Button
                    type="submit"
                    variant="outline"
                    size="sm"
                    aria-label={`Resend the invitation to ${person.name}`}
                  >
                    Resend
                  </Button>
                </Form>
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="revoke" />
                  <input type="hidden" name="invitationId" value={person.id} />
                  <Button
                    type="submit"
                    variant="outline"
                    size="sm"
                    aria-label={`Withdraw the invitation to ${person.name}`}
                  >
                    Withdraw
                  </Button>
                </Form>
              </div>
            )}
            {canManage && person.status === 'Active' && !person.isYou && (
              <Button asChild variant="outline" size="sm" className="ml-13 sm:ml-0">
                <Link
                  to={`?member=${encodeURIComponent(person.id)}`}
                  preventScrollReset
                  aria-label={`Settings for ${person.name}`}
                >
                  Settings
                </Link>
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

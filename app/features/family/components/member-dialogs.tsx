import { Form, Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { withArticle } from '~/lib/format'
import { ROLE_DESCRIPTIONS } from '../family-words'
import { ROLE_OPTIONS, type FamilyPerson } from '../family-view'

/** 'Member settings': the role buttons (the current one disabled) and the way to remove them. */
export function MemberSettingsDialog({ person, close }: { person: FamilyPerson; close: () => void }) {
  return (
    <Dialog
      title={`Member settings: ${person.name}`}
      description={`${person.name} is ${withArticle(person.role)}.`}
      onClose={close}
      closeHref="/family"
    >
      <div className="flex flex-col gap-5 p-5">
        <fieldset>
          <legend className="font-medium">Change role</legend>
          <ul className="mt-3 flex flex-col gap-3">
            {ROLE_OPTIONS.map(({ value }) => (
              <li key={value}>
                <Form method="post" className="flex flex-wrap items-center gap-3">
                  <input type="hidden" name="intent" value="change-role" />
                  <input type="hidden" name="memberId" value={person.id} />
                  <input type="hidden" name="expectedRole" value={person.role} />
                  <input type="hidden" name="role" value={value} />
                  <Button
                    type="submit"
                    variant={value === person.role ? 'secondary' : 'outline'}
                    disabled={value === person.role}
                    className="w-28"
                  >
                    {value}
                  </Button>
                  <span className="text-sm text-muted-foreground">
                    {value === person.role ? 'Current role. ' : ''}
                    {ROLE_DESCRIPTIONS[value]}.
                  </span>
                </Form>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className="border-t border-border pt-4">
          <Button asChild variant="outline">
            <Link to={`?remove=${encodeURIComponent(person.id)}`} replace>
              Remove from family
            </Link>
          </Button>
        </div>
      </div>
    </Dialog>
  )
}

/** The question before removing someone, in the words of docs/product.md, 'Family collaboration'. */
export function RemoveMemberDialog({ person, close }: { person: FamilyPerson; close: () => void }) {
  return (
    <Dialog title="Remove member?" onClose={close} closeHref="/family">
      <Form method="post" className="flex flex-col gap-4 p-5">
        <p>Are you sure you want to remove {person.name} from the family collaboration?</p>
        <p className="text-sm text-muted-foreground">
          They will no longer see the family&apos;s tasks or documents. Their completed work stays. You can invite them
          again later.
        </p>
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="memberId" value={person.id} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit">Remove {person.name}</Button>
          <Button asChild variant="outline">
            <Link to="/family" replace>
              Cancel
            </Link>
          </Button>
        </div>
      </Form>
    </Dialog>
  )
}

/** Leaving the family oneself, after a question. */
export function LeaveFamilyDialog({ close }: { close: () => void }) {
  return (
    <Dialog title="Leave this family?" onClose={close} closeHref="/family">
      <Form method="post" className="flex flex-col gap-4 p-5">
        <p>You will no longer see this family&apos;s tasks or documents. An Admin can invite you again.</p>
        <input type="hidden" name="intent" value="leave" />
        <div className="flex flex-wrap gap-2">
          <Button type="submit">Leave the family</Button>
          <Button asChild variant="outline">
            <Link to="/family" replace>
              Stay
            </Link>
          </Button>
        </div>
      </Form>
    </Dialog>
  )
}

/** The dialog the address opens: a member's settings, the question before removing them, or leaving. */
export function MemberDialogs({
  settingsFor,
  removing,
  leaving,
  close,
}: {
  settingsFor: FamilyPerson | undefined
  removing: FamilyPerson | undefined
  leaving: boolean
  close: () => void
}) {
  return (
    <>
      {settingsFor && <MemberSettingsDialog person={settingsFor} close={close} />}
      {removing && <RemoveMemberDialog person={removing} close={close} />}
      {leaving && <LeaveFamilyDialog close={close} />}
    </>
  )
}

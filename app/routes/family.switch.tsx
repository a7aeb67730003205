import { data, redirect, redirectDocument } from 'react-router'
import { servicesFrom } from '~/load-context'
import { requireSignedInUser } from '~/features/accounts/index.server'
import { safeRedirectPath } from '~/features/accounts'
import { startAnotherFamily, switchFamily } from '~/features/family/index.server'
import type { Route } from './+types/family.switch'
import { readForm } from '~/lib/forms.server'

/** Only a form posts here (the header's family switcher); a visit goes to the family page. */
export function loader() {
  return redirect('/family')
}

/**
 * Switches the family every page is about, or starts a plan for someone else (onboarding makes the new family).
 * A family the person is not in is 'not found', as everywhere (decision 015).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesFrom(context)
  const user = await requireSignedInUser(request, services)
  const form = await readForm(request)
  if (form.get('intent') === 'new') {
    await startAnotherFamily(services.db, user.id)
    return redirectDocument('/onboarding')
  }
  const familyId = form.get('familyId')
  const switched = typeof familyId === 'string' && (await switchFamily(services.db, user.id, familyId))
  if (!switched) throw data({ message: 'That family was not found.' }, { status: 404 })
  const back = form.get('redirectTo')
  // A full load: the header, the dashboard and every page now show the other family.
  return redirectDocument(safeRedirectPath(typeof back === 'string' ? back : null) ?? '/dashboard')
}

import { redirect } from 'react-router'
import { checkoutAction } from '~/features/payments/checkout.server'
import type { Route } from './+types/checkout'

/** Only the forms post here; someone who opens the address goes to the premium page. */
export function loader() {
  return redirect('/premium')
}

export async function action(args: Route.ActionArgs) {
  return checkoutAction(args)
}

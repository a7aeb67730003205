import { redirect } from 'react-router'
import type { Route } from './+types/login'

/** /login is the old address of the sign-in page: send people to /auth with the same query (docs/product.md, 'Pages'). */
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url)
  return redirect(`/auth${search}`, 301)
}

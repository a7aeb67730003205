import { servicesFrom } from '~/load-context'
import { CLIENT_IP_HEADER } from '~/lib/auth.server'
import { feedResponse } from '~/features/calendar/index.server'
import type { Route } from './+types/calendar-feed'

/**
 * GET /calendar/:token(.ics) — the live subscription feed for calendar apps. Public on purpose: calendar
 * apps send no cookies, so the token in the path is the whole credential (decision 011). A resource route
 * with a loader only: no session, no form, nothing for CSRF to protect; the request log redacts the path.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const services = servicesFrom(context)
  return feedResponse({
    db: services.db,
    tokenParam: params.token,
    clientIp: request.headers.get(CLIENT_IP_HEADER) ?? 'unknown',
    publicUrl: services.settings.publicUrl,
  })
}

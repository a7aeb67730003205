import { servicesFrom } from '~/load-context'
import { downloadResponse } from '~/features/calendar/index.server'
import { requirePremiumFamily } from '~/features/family/index.server'
import type { Route } from './+types/dashboard.calendar-ics'

/** GET /dashboard/calendar.ics — 'Add to calendar': the active family's dated tasks as a file to import. */
export async function loader(args: Route.LoaderArgs) {
  // Signs in first (redirect), then the family the permission module lets this person view.
  const family = await requirePremiumFamily(args, 'view', 'calendar')
  const services = servicesFrom(args.context)
  return downloadResponse(services.db, family.access, services.settings.publicUrl)
}

import { redirect } from 'react-router'
import { COUNTRIES } from '~/content/catalogue'
import { findRegion } from '~/content/countries.server'
import type { CountryInfo } from '~/content/schema'
import type { AfterwordLoadContext } from '~/load-context'
import { servicesFrom } from '~/load-context'
import { can } from '~/lib/permissions'
import { findActiveFamily, requireFamilyAccess, type FamilyAccess } from '~/lib/permissions.server'
import { requireSignedInUser } from '~/features/accounts/index.server'
import { getFamily, type Family } from '~/features/family/index.server'
import { listTasks, type ListOptions, type Task } from './task-service.server'
import type { TaskView } from './task-view'

export function toTaskView(task: Task): TaskView {
  return {
    id: task.id,
    kind: task.kind as TaskView['kind'],
    title: task.title,
    description: task.description,
    category: task.category as TaskView['category'],
    priority: task.priority as TaskView['priority'],
    status: task.status as TaskView['status'],
    region: task.region,
    estimatedDuration: task.estimatedDuration ?? '',
    dueDate: task.dueDate,
    steps: task.steps,
    contacts: task.contacts,
    notes: task.notes,
    sourceUrl: task.sourceUrl,
    completedAt: task.completedAt?.toISOString() ?? null,
  }
}

export interface FamilyContext {
  access: FamilyAccess
  canEdit: boolean
  country: CountryInfo
  /** The region's code ('au-nsw'; 'ie' for Ireland). */
  regionCode: string
  /** The region's name, or the country's for Ireland and New Zealand. */
  place: string
  deceasedName: string | null
  dateOfDeath: string | null
}

/**
 * What every task screen starts from: the signed-in person's family (someone without one goes to make it at
 * /onboarding) and their role in it, from the permission module.
 */
export async function loadFamily({
  request,
  context,
}: {
  request: Request
  context: AfterwordLoadContext
}): Promise<FamilyContext> {
  const services = servicesFrom(context)
  const user = await requireSignedInUser(request, services)
  const active = await findActiveFamily(services.db, user.id)
  if (!active) throw redirect('/onboarding')
  const access = await requireFamilyAccess(services.db, user.id, active.familyId, 'view')
  const family = await getFamily(services.db, access)
  return {
    access,
    canEdit: can(access.role, 'edit-tasks'),
    regionCode: family.region,
    ...describePlace(family),
    deceasedName: family.deceasedName,
    dateOfDeath: family.dateOfDeath,
  }
}

/** The family's country, and the place to name: its region, or the country for Ireland and New Zealand. */
export function describePlace(family: Pick<Family, 'country' | 'region'>): Pick<FamilyContext, 'country' | 'place'> {
  const country = COUNTRIES[family.country]
  const regionName = findRegion(family.region)?.region.name ?? family.region
  return { country, place: family.region === family.country.toLowerCase() ? country.name : regionName }
}

/** The family and its tasks (all of them, or the page and filters asked for). */
export async function loadFamilyTasks(
  args: { request: Request; context: AfterwordLoadContext },
  options: ListOptions = {},
): Promise<FamilyContext & { tasks: TaskView[] }> {
  const family = await loadFamily(args)
  const tasks = await listTasks(servicesFrom(args.context).db, family.access, options)
  return { ...family, tasks: tasks.map(toTaskView) }
}

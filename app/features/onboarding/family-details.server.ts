import { eq } from 'drizzle-orm'
import type { Database } from '~/lib/db.server'
import type { FamilyAccess } from '~/lib/permissions.server'
import { updateFamilyDetails, type FamilyDetails } from '~/features/family/index.server'
import { recomputeDueDates, syncPlan, type PlanChanges, type PlannedTask } from '~/features/tasks/index.server'
import { families } from '~db/schema'

export interface AppliedFamilyDetails {
  /** Whether the family now lives in another region than before. */
  regionChanged: boolean
  /** How many due dates moved with a new date of death. */
  dueDatesChanged: number
  /** What bringing the tasks in line with `plan` changed (nothing when no plan was given). */
  planChanges: PlanChanges
}

/**
 * The family's details as onboarding and settings save them, inside the caller's transaction: the details,
 * then the plan when one is given (onboarding; settings leaves that to 'Regenerate plan for my region'), then,
 * when the date of death is new, every due date that still follows its legal rule. For a family created in
 * the same transaction (`created`), whose details are already stored, a date of death counts as new. Only for
 * someone who may 'manage-family'.
 */
export async function applyFamilyDetails(
  tx: Database,
  access: FamilyAccess,
  details: FamilyDetails,
  options: { plan?: PlannedTask[]; created?: boolean } = {},
): Promise<AppliedFamilyDetails> {
  let before: { region: string; dateOfDeath: string | null } | undefined
  if (!options.created) {
    ;[before] = await tx
      .select({ region: families.region, dateOfDeath: families.dateOfDeath })
      .from(families)
      .where(eq(families.id, access.familyId))
      .for('update')
    await updateFamilyDetails(tx, access, details)
  }
  const planChanges = options.plan ? await syncPlan(tx, access, options.plan) : { added: 0, updated: 0, removed: 0 }
  const dueDatesChanged =
    (before?.dateOfDeath ?? null) === details.dateOfDeath ? 0 : await recomputeDueDates(tx, access, details.dateOfDeath)
  return { regionChanged: before?.region !== details.region, dueDatesChanged, planChanges }
}

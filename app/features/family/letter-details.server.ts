import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '~/lib/db.server'
import { assertCan, type FamilyAccess } from '~/lib/permissions.server'
import { Refusal } from '~/lib/refusal'
import { families, familyMembers, profiles } from '~db/schema'
import type { Relationship } from '~db/schema/vocabulary'
import type { LetterDetails, LetterDetailsInput } from './letter-details.schema'

/** The details letters are written from (decision 063): the person's own, in this family, and the family's. */
export async function loadLetterDetails(db: Database, access: FamilyAccess): Promise<LetterDetails> {
  const [row] = await db
    .select({
      postalAddress: profiles.postalAddress,
      relationship: familyMembers.relationship,
      relationshipOther: familyMembers.relationshipOther,
      deceasedDateOfBirth: families.deceasedDateOfBirth,
      deceasedLastAddress: families.deceasedLastAddress,
    })
    .from(familyMembers)
    .innerJoin(families, eq(families.id, familyMembers.familyId))
    .leftJoin(profiles, eq(profiles.userId, familyMembers.userId))
    .where(and(eq(familyMembers.familyId, access.familyId), eq(familyMembers.userId, access.userId)))
  if (!row) throw new Refusal(404, 'You are no longer a member of this family.')
  return { ...row, relationship: row.relationship as Relationship | null }
}

/**
 * Saves what the form sent; a field it did not send stays as it was. The person's address and relationship are
 * their own: the only row changed is theirs, whatever their role. The deceased's date of birth and last address
 * are the family's, for those the permission table lets 'manage-family' (a 403 Refusal otherwise, and nothing
 * is saved). A date of birth after the date of death is refused.
 */
export async function saveLetterDetails(db: Database, access: FamilyAccess, input: LetterDetailsInput): Promise<void> {
  const family = pick(input, ['deceasedDateOfBirth', 'deceasedLastAddress'])
  if (Object.keys(family).length > 0) assertCan(access, 'manage-family')
  await db.transaction(async (tx) => {
    if (input.postalAddress !== undefined) {
      await tx
        .update(profiles)
        .set({ postalAddress: input.postalAddress, updatedAt: sql`now()` })
        .where(eq(profiles.userId, access.userId))
    }
    if (input.relationship !== undefined) {
      const other = input.relationship === 'other' ? (input.relationshipOther ?? null) : null
      await tx
        .update(familyMembers)
        .set({ relationship: input.relationship, relationshipOther: other })
        .where(and(eq(familyMembers.familyId, access.familyId), eq(familyMembers.userId, access.userId)))
    }
    if (Object.keys(family).length === 0) return
    const [saved] = await tx
      .update(families)
      .set({ ...family, updatedAt: sql`now()` })
      .where(eq(families.id, access.familyId))
      .returning({ born: families.deceasedDateOfBirth, died: families.dateOfDeath })
    if (saved?.born && saved.died && saved.born > saved.died) {
      throw new Refusal(400, 'The date of birth must be before the date of death', 'deceasedDateOfBirth')
    }
  })
}

function pick<T extends object, K extends keyof T>(input: T, keys: readonly K[]): Partial<Pick<T, K>> {
  const picked: Partial<Pick<T, K>> = {}
  for (const key of keys) if (input[key] !== undefined) picked[key] = input[key]
  return picked
}

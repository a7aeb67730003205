import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { Database, Transaction } from '~/lib/db.server'
import type { FamilyRole } from '~db/schema/vocabulary'
import { can, rolesThatCan } from '~/lib/permissions'
import { assertCan, type FamilyAccess } from '~/lib/permissions.server'
import { familyInvitations, familyMembers, profiles, users } from '~db/schema'
import { recordActivity } from '~/features/activity/index.server'
import { lockFamily } from './family-rules.server'
import type { FamilyOverview, FamilyPerson } from './family-view'
import { Refusal } from '~/lib/refusal'
import { personName } from '~/lib/person-name'

/**
 * Everyone in the family, then everyone invited and not yet joined; for anyone who may view the family. Someone
 * invited is shown by the name the family typed; once they join, by their own full name (decision 061).
 */
export async function listFamilyPeople(db: Database, access: FamilyAccess, now = new Date()): Promise<FamilyPerson[]> {
  assertCan(access, 'view')
  const members = await db
    .select({ id: familyMembers.userId, fullName: profiles.fullName, email: users.email, role: familyMembers.role })
    .from(familyMembers)
    .innerJoin(users, eq(users.id, familyMembers.userId))
    .leftJoin(profiles, eq(profiles.userId, familyMembers.userId))
    .where(eq(familyMembers.familyId, access.familyId))
    .orderBy(asc(familyMembers.createdAt))
  const invited = await db
    .select({
      id: familyInvitations.id,
      name: familyInvitations.fullName,
      email: familyInvitations.email,
      role: familyInvitations.role,
      expiresAt: familyInvitations.expiresAt,
    })
    .from(familyInvitations)
    .where(
      and(
        eq(familyInvitations.familyId, access.familyId),
        isNull(familyInvitations.acceptedAt),
        isNull(familyInvitations.revokedAt),
      ),
    )
    .orderBy(asc(familyInvitations.createdAt))
  return [
    ...members.map((member) => ({
      id: member.id,
      name: personName(member.fullName),
      email: member.email,
      role: member.role as FamilyRole,
      status: 'Active' as const,
      isYou: member.id === access.userId,
      expired: false,
    })),
    ...invited.map((invitation) => ({
      id: invitation.id,
      name: invitation.name,
      email: invitation.email,
      role: invitation.role as FamilyRole,
      status: 'Pending' as const,
      isYou: false,
      expired: invitation.expiresAt <= now,
    })),
  ]
}

/** How many people have joined the family (the dashboard's Family tile). */
export async function countFamilyMembers(db: Database, access: FamilyAccess): Promise<number> {
  assertCan(access, 'view')
  const [members] = await db
    .select({ n: count() })
    .from(familyMembers)
    .where(eq(familyMembers.familyId, access.familyId))
  return members?.n ?? 0
}

/**
 * How far the family's plan has come, as the tasks feature counts it: the family page's caller passes the
 * tasks feature's `taskProgress`, so the family feature needs to know nothing of tasks (decision 057).
 */
export type CountTaskProgress = (db: Database, access: FamilyAccess) => Promise<{ total: number; percent: number }>

/** The overview's figures, counted from the family (the earlier version showed a fixed 3, 12 and 67%). */
export async function familyOverview(
  db: Database,
  access: FamilyAccess,
  countTaskProgress: CountTaskProgress,
): Promise<FamilyOverview> {
  const [activeMembers, progress] = await Promise.all([countFamilyMembers(db, access), countTaskProgress(db, access)])
  return { activeMembers, sharedTasks: progress.total, completedPercent: progress.percent }
}

const LAST_ADMIN =
  'A family needs at least one Admin. Make someone else an Admin first, so that someone can still manage the family.'

/** How many members may manage the family: there must always be one. */
async function managerCount(tx: Transaction, familyId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(familyMembers)
    .where(and(eq(familyMembers.familyId, familyId), inArray(familyMembers.role, rolesThatCan('manage-family'))))
  return row?.n ?? 0
}

async function memberRow(tx: Transaction, familyId: string, userId: string) {
  const [row] = await tx
    .select({ role: familyMembers.role, fullName: profiles.fullName })
    .from(familyMembers)
    .leftJoin(profiles, eq(profiles.userId, familyMembers.userId))
    .where(and(eq(familyMembers.familyId, familyId), eq(familyMembers.userId, userId)))
  return row ? { role: row.role as FamilyRole, name: personName(row.fullName) } : null
}

/**
 * Changes a member's role, for an Admin. `expectedRole` is the role the Admin's page showed: if someone changed
 * it since, nothing changes and the Admin is told. The last Admin cannot be demoted.
 */
export async function changeMemberRole(
  db: Database,
  access: FamilyAccess,
  change: { memberId: string; role: FamilyRole; expectedRole: FamilyRole },
): Promise<{ name: string; role: FamilyRole }> {
  assertCan(access, 'manage-family')
  return db.transaction(async (tx) => {
    await lockFamily(tx, access.familyId)
    const member = await memberRow(tx, access.familyId, change.memberId)
    if (!member) throw new Refusal(404, 'That person is no longer a member of this family.')
    if (member.role !== change.expectedRole) {
      throw new Refusal(
        409,
        `Someone else has just changed ${member.name}'s role to ${member.role}. Nothing else was changed; look again and choose.`,
      )
    }
    if (member.role === change.role) return { name: member.name, role: member.role }
    if (can(member.role, 'manage-family') && (await managerCount(tx, access.familyId)) <= 1) {
      throw new Refusal(409, LAST_ADMIN)
    }
    await tx
      .update(familyMembers)
      .set({ role: change.role })
      .where(and(eq(familyMembers.familyId, access.familyId), eq(familyMembers.userId, change.memberId)))
    await recordActivity(tx, access, 'member_role_changed', member.name, change.role)
    return { name: member.name, role: change.role }
  })
}

/** Removes another member, for an Admin; leaving oneself is `leaveFamily`. */
export async function removeMember(db: Database, access: FamilyAccess, memberId: string): Promise<string> {
  assertCan(access, 'manage-family')
  if (memberId === access.userId) {
    throw new Refusal(400, 'To leave the family yourself, use Leave this family.')
  }
  return db.transaction(async (tx) => {
    await lockFamily(tx, access.familyId)
    const member = await memberRow(tx, access.familyId, memberId)
    if (!member) throw new Refusal(404, 'That person is no longer a member of this family.')
    await dropMembership(tx, access.familyId, memberId)
    await recordActivity(tx, access, 'member_removed', member.name)
    return member.name
  })
}

/**
 * Leaves the family, for anyone in it. The last Admin of a family with other members must hand over first; the
 * only person in a family cannot leave it (the family and its papers would be left with nobody).
 */
export async function leaveFamily(db: Database, access: FamilyAccess): Promise<void> {
  await db.transaction(async (tx) => {
    await lockFamily(tx, access.familyId)
    const member = await memberRow(tx, access.familyId, access.userId)
    if (!member) throw new Refusal(404, 'You are no longer a member of this family.')
    const [others] = await tx
      .select({ n: count() })
      .from(familyMembers)
      .where(and(eq(familyMembers.familyId, access.familyId), ne(familyMembers.userId, access.userId)))
    if ((others?.n ?? 0) === 0) {
      throw new Refusal(409, 'You are the only person in this family, so it cannot be left without you.')
    }
    if (can(member.role, 'manage-family') && (await managerCount(tx, access.familyId)) <= 1) {
      throw new Refusal(409, LAST_ADMIN)
    }
    await dropMembership(tx, access.familyId, access.userId)
    await recordActivity(tx, access, 'member_left', member.name)
  })
}

/** Deletes the membership and moves the person's pages to another family of theirs, if they have one. */
async function dropMembership(tx: Transaction, familyId: string, userId: string) {
  await tx.delete(familyMembers).where(and(eq(familyMembers.familyId, familyId), eq(familyMembers.userId, userId)))
  const [next] = await tx
    .select({ familyId: familyMembers.familyId })
    .from(familyMembers)
    .where(eq(familyMembers.userId, userId))
    .orderBy(asc(familyMembers.createdAt))
    .limit(1)
  await tx
    .update(profiles)
    .set({ activeFamilyId: next?.familyId ?? null, updatedAt: sql`now()` })
    .where(and(eq(profiles.userId, userId), eq(profiles.activeFamilyId, familyId)))
}

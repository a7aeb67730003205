import { createHash, randomBytes } from 'node:crypto'
import { and, count, eq, isNull, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '~/lib/db.server'
import { isUuid } from '~/lib/ids'
import type { FamilyRole } from '~db/schema/vocabulary'
import type { Mailer } from '~/lib/mail.server'
import { assertCan, type FamilyAccess } from '~/lib/permissions.server'
import { families, familyInvitations, familyMembers, profiles, users } from '~db/schema'
import { recordActivity } from '~/features/activity/index.server'
import { personName } from '~/lib/person-name'
import { invitationEmail } from './family-emails'
import { INVITATION_DAYS, MAX_FAMILY_PEOPLE, type InviteInput } from './family.schema'
import { lockFamily } from './family-rules.server'
import { Refusal } from '~/lib/refusal'

export interface InvitationServices {
  db: Database
  mailer: Mailer
  publicUrl: string
  logger: Logger
}

const TOKEN_BYTES = 32

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex')
const expiryFrom = (now: Date) => new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000)
const inviteUrl = (publicUrl: string, token: string) => `${publicUrl.replace(/\/$/, '')}/invite/${token}`

const NOT_WAITING = 'That invitation is no longer waiting: it was accepted or withdrawn.'

const waiting = and(isNull(familyInvitations.acceptedAt), isNull(familyInvitations.revokedAt))

export interface SentInvitation {
  id: string
  /** False when the invitation is saved but its e-mail could not be sent: 'Resend' tries again. */
  emailed: boolean
}

/**
 * Invites someone by e-mail, for an Admin. Refuses (nothing saved) the inviter's own address, a member's, an
 * address already waiting, and a family already at MAX_FAMILY_PEOPLE. The family row is locked while the
 * checks run, so two admins inviting at once cannot pass the limit together.
 */
export async function inviteMember(
  services: InvitationServices,
  access: FamilyAccess,
  input: InviteInput,
): Promise<SentInvitation> {
  assertCan(access, 'manage-family')
  const token = randomBytes(TOKEN_BYTES).toString('base64url')
  const id = await services.db.transaction(async (tx) => {
    await lockFamily(tx, access.familyId)
    const [inviter] = await tx.select({ email: users.email }).from(users).where(eq(users.id, access.userId))
    if (inviter?.email.toLowerCase() === input.email) {
      throw new Refusal(400, 'That is your own e-mail address. Invite someone else.', 'email')
    }
    const [member] = await tx
      .select({ id: familyMembers.userId })
      .from(familyMembers)
      .innerJoin(users, eq(users.id, familyMembers.userId))
      .where(and(eq(familyMembers.familyId, access.familyId), sql`lower(${users.email}) = ${input.email}`))
    if (member) {
      throw new Refusal(400, `${input.email} already belongs to this family.`, 'email')
    }
    const [pending] = await tx
      .select({ id: familyInvitations.id })
      .from(familyInvitations)
      .where(and(eq(familyInvitations.familyId, access.familyId), eq(familyInvitations.email, input.email), waiting))
    if (pending) {
      throw new Refusal(
        400,
        `An invitation to ${input.email} is already waiting. You can send it again from the list below.`,
        'email',
      )
    }
    if ((await peopleCount(tx, access.familyId)) >= MAX_FAMILY_PEOPLE) {
      throw new Refusal(
        400,
        `A family can have at most ${MAX_FAMILY_PEOPLE} members and invitations. Remove someone or withdraw an invitation first.`,
      )
    }
    const [row] = await tx
      .insert(familyInvitations)
      .values({
        familyId: access.familyId,
        email: input.email,
        fullName: input.fullName,
        role: input.role,
        tokenHash: hashToken(token),
        invitedBy: access.userId,
        expiresAt: expiryFrom(new Date()),
      })
      .returning({ id: familyInvitations.id })
    if (!row) throw new Error('inviteMember: the insert returned no row')
    await recordActivity(tx, access, 'member_invited', input.fullName, input.role)
    return row.id
  })
  return { id, emailed: await sendInvitation(services, access, id, token) }
}

/** A new link for a waiting invitation (the old one stops working) and seven more days; for an Admin. */
export async function resendInvitation(
  services: InvitationServices,
  access: FamilyAccess,
  invitationId: string,
): Promise<SentInvitation> {
  assertCan(access, 'manage-family')
  if (!isUuid(invitationId)) throw new Refusal(404, NOT_WAITING)
  const token = randomBytes(TOKEN_BYTES).toString('base64url')
  const now = new Date()
  const [row] = await services.db
    .update(familyInvitations)
    .set({ tokenHash: hashToken(token), expiresAt: expiryFrom(now), sentAt: now, updatedAt: now })
    .where(and(eq(familyInvitations.id, invitationId), eq(familyInvitations.familyId, access.familyId), waiting))
    .returning({ id: familyInvitations.id })
  if (!row) throw new Refusal(404, NOT_WAITING)
  return { id: row.id, emailed: await sendInvitation(services, access, row.id, token) }
}

/** Withdraws a waiting invitation: its link stops working at once. For an Admin. */
export async function revokeInvitation(db: Database, access: FamilyAccess, invitationId: string): Promise<string> {
  assertCan(access, 'manage-family')
  if (!isUuid(invitationId)) throw new Refusal(404, NOT_WAITING)
  const now = new Date()
  const [row] = await db
    .update(familyInvitations)
    .set({ revokedAt: now, updatedAt: now })
    .where(and(eq(familyInvitations.id, invitationId), eq(familyInvitations.familyId, access.familyId), waiting))
    .returning({ fullName: familyInvitations.fullName })
  if (!row) throw new Refusal(404, NOT_WAITING)
  return row.fullName
}

async function sendInvitation(
  services: InvitationServices,
  access: FamilyAccess,
  invitationId: string,
  token: string,
): Promise<boolean> {
  const [row] = await services.db
    .select({
      email: familyInvitations.email,
      fullName: familyInvitations.fullName,
      role: familyInvitations.role,
      expiresAt: familyInvitations.expiresAt,
      inviterName: profiles.fullName,
      deceasedName: families.deceasedName,
    })
    .from(familyInvitations)
    .innerJoin(families, eq(families.id, familyInvitations.familyId))
    .leftJoin(profiles, eq(profiles.userId, access.userId))
    .where(eq(familyInvitations.id, invitationId))
  if (!row) return false
  try {
    await services.mailer.send(
      invitationEmail({
        to: row.email,
        name: row.fullName,
        // By their full name: an invitation from a username reads like phishing (decision 061).
        inviter: personName(row.inviterName),
        deceasedName: row.deceasedName,
        role: row.role as FamilyRole,
        url: inviteUrl(services.publicUrl, token),
        expiresAt: row.expiresAt,
      }),
    )
    return true
  } catch (error) {
    services.logger.error({ err: error, invitationId }, 'family invitation: the e-mail could not be sent')
    return false
  }
}

type Reader = Pick<Database, 'select'>

/** Members and waiting (unexpired or not) invitations: what counts against MAX_FAMILY_PEOPLE. */
async function peopleCount(db: Reader, familyId: string): Promise<number> {
  const [members] = await db.select({ n: count() }).from(familyMembers).where(eq(familyMembers.familyId, familyId))
  const [invitations] = await db
    .select({ n: count() })
    .from(familyInvitations)
    .where(and(eq(familyInvitations.familyId, familyId), waiting))
  return (members?.n ?? 0) + (invitations?.n ?? 0)
}

export type InvitationState = 'waiting' | 'expired' | 'revoked' | 'used'

export interface InvitationPreview {
  id: string
  familyId: string
  email: string
  fullName: string
  role: FamilyRole
  inviter: string | null
  deceasedName: string | null
  state: InvitationState
}

/** What an invitation link says, without changing anything; null for a link that was never valid. */
export async function previewInvitation(
  db: Database,
  token: string,
  now = new Date(),
): Promise<InvitationPreview | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null
  const [row] = await db
    .select({
      id: familyInvitations.id,
      familyId: familyInvitations.familyId,
      email: familyInvitations.email,
      fullName: familyInvitations.fullName,
      role: familyInvitations.role,
      expiresAt: familyInvitations.expiresAt,
      acceptedAt: familyInvitations.acceptedAt,
      revokedAt: familyInvitations.revokedAt,
      inviterId: profiles.userId,
      inviterName: profiles.fullName,
      deceasedName: families.deceasedName,
    })
    .from(familyInvitations)
    .innerJoin(families, eq(families.id, familyInvitations.familyId))
    .leftJoin(profiles, eq(profiles.userId, familyInvitations.invitedBy))
    .where(eq(familyInvitations.tokenHash, hashToken(token)))
  if (!row) return null
  const state: InvitationState = row.acceptedAt
    ? 'used'
    : row.revokedAt
      ? 'revoked'
      : row.expiresAt <= now
        ? 'expired'
        : 'waiting'
  return {
    id: row.id,
    familyId: row.familyId,
    email: row.email,
    fullName: row.fullName,
    role: row.role as FamilyRole,
    inviter: row.inviterId === null ? null : personName(row.inviterName),
    deceasedName: row.deceasedName,
    state,
  }
}

export const INVITATION_PROBLEMS: Record<Exclude<InvitationState, 'waiting'> | 'unknown', string> = {
  unknown: 'This invitation link is not valid. Please check that you copied the whole link from the e-mail.',
  expired:
    'This invitation has expired: links work for 7 days. Please ask the person who invited you to send it again.',
  revoked: 'This invitation was withdrawn by the family. Please ask them if you think this is a mistake.',
  used: 'This invitation has already been used. If it was you, the family is on your dashboard.',
}

/**
 * Joins the family the link invites to, as the signed-in person whose address it was sent to, and makes it
 * the family their pages show. A link is used once: of two requests at the same moment, one joins.
 */
export async function acceptInvitation(
  db: Database,
  user: { id: string; email: string },
  token: string,
): Promise<{ ok: true; access: FamilyAccess } | { ok: false; status: 400 | 403 | 404 | 409 | 410; message: string }> {
  const invitation = await previewInvitation(db, token)
  if (!invitation) return { ok: false, status: 404, message: INVITATION_PROBLEMS.unknown }
  if (invitation.state !== 'waiting') {
    return {
      ok: false,
      status: invitation.state === 'used' ? 409 : 410,
      message: INVITATION_PROBLEMS[invitation.state],
    }
  }
  if (invitation.email !== user.email.toLowerCase()) {
    return {
      ok: false,
      status: 403,
      message: `This invitation was sent to ${invitation.email}, and you are signed in as ${user.email}. Sign out, then sign in or create an account with ${invitation.email}.`,
    }
  }
  return db.transaction(async (tx) => {
    const now = new Date()
    const [claimed] = await tx
      .update(familyInvitations)
      .set({ acceptedAt: now, acceptedBy: user.id, updatedAt: now })
      .where(and(eq(familyInvitations.id, invitation.id), waiting, sql`${familyInvitations.expiresAt} > now()`))
      .returning({ id: familyInvitations.id })
    if (!claimed) return { ok: false as const, status: 409 as const, message: INVITATION_PROBLEMS.used }
    const [existing] = await tx
      .select({ role: familyMembers.role })
      .from(familyMembers)
      .where(and(eq(familyMembers.familyId, invitation.familyId), eq(familyMembers.userId, user.id)))
    if (!existing) {
      await tx.insert(familyMembers).values({ familyId: invitation.familyId, userId: user.id, role: invitation.role })
      // Once they join, the family knows them by their own full name; the name they were invited by until then.
      const [own] = await tx.select({ fullName: profiles.fullName }).from(profiles).where(eq(profiles.userId, user.id))
      const joined = own?.fullName ?? invitation.fullName
      await recordActivity(
        tx,
        { familyId: invitation.familyId, userId: user.id },
        'member_joined',
        joined,
        invitation.role,
      )
    }
    // Joining is what onboarding would do for this person: the family already has its plan.
    await tx
      .update(profiles)
      .set({
        activeFamilyId: invitation.familyId,
        onboardedAt: sql`coalesce(${profiles.onboardedAt}, now())`,
        updatedAt: now,
      })
      .where(eq(profiles.userId, user.id))
    const role = (existing?.role ?? invitation.role) as FamilyRole
    return { ok: true as const, access: { familyId: invitation.familyId, userId: user.id, role } }
  })
}

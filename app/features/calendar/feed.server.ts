import { createHash, randomBytes } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '~/lib/db.server'
import { can } from '~/lib/permissions'
import { assertCan, type FamilyAccess } from '~/lib/permissions.server'
import { findMembership } from '~/features/family/index.server'
import { accounts, calendarFeeds } from '~db/schema'

/**
 * Private calendar subscriptions (decision 011). A feed belongs to one person in one family; its link carries
 * a random token that is shown once and kept only as its SHA-256, so the link works as a password would.
 * Every function but `findFeedByToken` takes the access the permission module granted.
 */

/** 32 random bytes, base64url: 43 characters, 256 bits, nothing to guess. */
const TOKEN_BYTES = 32
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** last_used_at is a rough 'still in use' signal: one write an hour at most, whatever the polling. */
const LAST_USED_RESOLUTION_MS = 60 * 60 * 1000

export interface FeedStatus {
  exists: boolean
  includeCompleted: boolean
  /** When the current link was made; null when there is none. */
  createdAt: Date | null
  /** When a calendar last fetched it, to the hour; null when never. */
  lastUsedAt: Date | null
}

export interface FoundFeed {
  feedId: string
  includeCompleted: boolean
  /** The feed owner's access, checked again on this request. */
  access: FamilyAccess
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url')
}

export async function feedStatus(db: Database, access: FamilyAccess): Promise<FeedStatus> {
  const [feed] = await db
    .select({
      includeCompleted: calendarFeeds.includeCompleted,
      createdAt: calendarFeeds.createdAt,
      lastUsedAt: calendarFeeds.lastUsedAt,
    })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.familyId, access.familyId), eq(calendarFeeds.userId, access.userId)))
    .limit(1)
  if (feed && !(await passwordChangedSince(db, access.userId, feed.createdAt))) return { exists: true, ...feed }
  // A link the last new password turned off is shown as none (findFeedByToken deletes it on its next use).
  return { exists: false, includeCompleted: feed?.includeCompleted ?? false, createdAt: null, lastUsedAt: null }
}

/**
 * Makes the person's link for this family, or replaces it: the old token stops working in the same
 * statement. The include-completed choice is kept. Returns the new token, which is not stored anywhere.
 */
export async function createOrRegenerateFeed(db: Database, access: FamilyAccess): Promise<{ token: string }> {
  assertCan(access, 'view')
  const token = newToken()
  const tokenHash = hashToken(token)
  await db
    .insert(calendarFeeds)
    .values({ familyId: access.familyId, userId: access.userId, tokenHash })
    .onConflictDoUpdate({
      target: [calendarFeeds.familyId, calendarFeeds.userId],
      set: { tokenHash, createdAt: sql`now()`, lastUsedAt: null },
    })
  return { token }
}

/** Turns the link off. Returns whether there was one. */
export async function revokeFeed(db: Database, access: FamilyAccess): Promise<boolean> {
  assertCan(access, 'view')
  const deleted = await db
    .delete(calendarFeeds)
    .where(and(eq(calendarFeeds.familyId, access.familyId), eq(calendarFeeds.userId, access.userId)))
    .returning({ id: calendarFeeds.id })
  return deleted.length > 0
}

/** Returns whether there was a link to change. */
export async function setIncludeCompleted(db: Database, access: FamilyAccess, includeCompleted: boolean) {
  assertCan(access, 'view')
  const updated = await db
    .update(calendarFeeds)
    .set({ includeCompleted })
    .where(and(eq(calendarFeeds.familyId, access.familyId), eq(calendarFeeds.userId, access.userId)))
    .returning({ id: calendarFeeds.id })
  return updated.length > 0
}

/**
 * The feed a token opens, or null: unknown, revoked, replaced and malformed tokens all look the same. The
 * lookup is by the token's hash, so timing says nothing about how much of a token was right. The owner's
 * membership is checked through the permission module on every fetch, so a person who left the family (or
 * lost the right to view it) stops seeing it at once.
 */
export async function findFeedByToken(db: Database, token: string, now = new Date()): Promise<FoundFeed | null> {
  // A malformed token was never issued: refusing it without a query reveals nothing.
  if (!TOKEN_PATTERN.test(token)) return null
  const [feed] = await db
    .select()
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashToken(token)))
    .limit(1)
  if (!feed) return null
  if (await passwordChangedSince(db, feed.userId, feed.createdAt)) {
    // A new password ends every way in that the old one opened, feed links included (decision 011).
    await db.delete(calendarFeeds).where(eq(calendarFeeds.id, feed.id))
    return null
  }
  const access = await findMembership(db, feed.userId, feed.familyId)
  if (!access || !can(access.role, 'view')) return null
  if (!feed.lastUsedAt || now.getTime() - feed.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    await db.update(calendarFeeds).set({ lastUsedAt: now }).where(eq(calendarFeeds.id, feed.id))
  }
  return { feedId: feed.id, includeCompleted: feed.includeCompleted, access }
}

/**
 * Whether the person's password was changed or reset after `since`. Their password account's `updatedAt` moves
 * with every new password (and with nothing else the app does), so no hook in the auth library is needed.
 */
async function passwordChangedSince(db: Database, userId: string, since: Date): Promise<boolean> {
  const [account] = await db
    .select({ updatedAt: accounts.updatedAt })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1)
  return account !== undefined && account.updatedAt.getTime() > since.getTime()
}

import { and, eq, lt, sql } from 'drizzle-orm'
import { idempotentChanges } from '~db/schema'
import type { Database, Transaction } from './db.server'
import { Refusal } from './refusal'

/** How long an answer is kept for a replay: a phone offline for longer sends its change as a new one. */
export const IDEMPOTENCY_KEPT_DAYS = 7

/** What a change answered: its status and the JSON body, given again to a replay of the same key. */
export interface KeptAnswer {
  status: number
  body: Record<string, unknown>
}

/** A key the phone made (a UUID): anything else is not a key of ours. */
export function idempotencyKeyOf(value: FormDataEntryValue | null): string | null {
  return typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
    ? value.toLowerCase()
    : null
}

/**
 * Runs `change` once for this person and key (decision 080). The key's row is written first, in the same
 * transaction as the change: a second request with the same key waits on that row until the first commits,
 * then finds it and gets the first answer, without running anything. A Refusal is an answer too, kept and given
 * again, and the change's own writes are rolled back with it (the services' transactions are savepoints here).
 * Anything else (the database failing) rolls the key back as well, so the phone's next try runs the change.
 * The same key sent with another request (`request`, the form's fields) is refused.
 */
export async function applyOnce(
  db: Database,
  userId: string,
  key: string,
  request: string,
  change: (tx: Transaction) => Promise<KeptAnswer>,
): Promise<KeptAnswer & { replayed: boolean }> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotentChanges)
      .values({ userId, key, request, status: 0, answer: {} })
      .onConflictDoNothing()
      .returning({ key: idempotentChanges.key })
    if (claimed.length === 0) {
      const [kept] = await tx
        .select()
        .from(idempotentChanges)
        .where(and(eq(idempotentChanges.userId, userId), eq(idempotentChanges.key, key)))
      if (!kept) throw new Error('applyOnce: the key conflicted but its row is not there')
      if (kept.request !== request) {
        return {
          status: 422,
          body: { ok: false, message: 'This change was already sent with different details, so it was not applied.' },
          replayed: true,
        }
      }
      return { status: kept.status, body: kept.answer, replayed: true }
    }
    let answer: KeptAnswer
    try {
      answer = await change(tx)
    } catch (error) {
      if (!(error instanceof Refusal)) throw error
      answer = { status: error.status, body: { ok: false, message: error.message } }
    }
    await tx
      .update(idempotentChanges)
      .set({ status: answer.status, answer: answer.body })
      .where(and(eq(idempotentChanges.userId, userId), eq(idempotentChanges.key, key)))
    return { ...answer, replayed: false }
  })
}

/** Forgets the answers older than `IDEMPOTENCY_KEPT_DAYS` (the hourly sweep, server/background-work.ts). */
export async function forgetOldIdempotencyKeys(db: Database): Promise<number> {
  const removed = await db
    .delete(idempotentChanges)
    .where(lt(idempotentChanges.createdAt, sql`now() - make_interval(days => ${IDEMPOTENCY_KEPT_DAYS})`))
    .returning({ key: idempotentChanges.key })
  return removed.length
}

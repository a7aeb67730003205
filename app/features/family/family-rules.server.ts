import { eq } from 'drizzle-orm'
import type { Transaction } from '~/lib/db.server'
import { families } from '~db/schema'

/**
 * Locks the family's row until the transaction ends. Every change to who is in a family and with what role
 * takes it first, so two admins acting at once are served one after the other and each sees the other's change.
 */
export async function lockFamily(tx: Transaction, familyId: string): Promise<void> {
  await tx.select({ id: families.id }).from(families).where(eq(families.id, familyId)).for('update')
}

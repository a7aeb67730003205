import { randomUUID } from 'node:crypto'
import { and, desc, eq, gt, inArray, or, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '~/lib/db.server'
import type { Mailer } from '~/lib/mail.server'
import { rolesThatCan } from '~/lib/permissions'
import { families, familyMembers, payments, profiles, users } from '~db/schema'
import { CHECKOUT_SESSION_PLACEHOLDER, type PaymentProvider } from './payment-provider.server'
import { PREMIUM_PRICE } from './pricing'
import { receiptEmail } from './receipt-email'

export interface PaymentServices {
  db: Database
  provider: PaymentProvider
  mailer: Mailer
  logger: Logger
  publicUrl: string
}

export interface Payer {
  id: string
  email: string
  name: string
}

export type CheckoutChoice = { type: 'premium' } | { type: 'donation'; amountMinor: number }

/** A second click within this time returns to the checkout already open instead of opening another. */
const REUSE_PENDING_MS = 30 * 60 * 1000

export const DESCRIPTIONS = {
  premium: 'Afterword Premium: one payment, no subscription',
  donation: 'A donation to Afterword',
} as const

/**
 * Opens a checkout and records it as pending. Premium's amount is the server's own constant; a donation's was
 * checked by the caller against the donation rules. Nothing is stored when the provider fails.
 */
export async function startCheckout(
  services: PaymentServices,
  payer: Payer,
  familyId: string | null,
  choice: CheckoutChoice,
): Promise<{ url: string }> {
  const { db, provider, publicUrl } = services
  const amountMinor = choice.type === 'premium' ? PREMIUM_PRICE.amountMinor : choice.amountMinor
  if (choice.type === 'premium') {
    const [open] = await db
      .select({ url: payments.checkoutUrl })
      .from(payments)
      .where(
        and(
          eq(payments.userId, payer.id),
          eq(payments.type, 'premium'),
          eq(payments.status, 'pending'),
          eq(payments.provider, provider.name),
          gt(payments.createdAt, new Date(Date.now() - REUSE_PENDING_MS)),
        ),
      )
      .orderBy(desc(payments.createdAt))
      .limit(1)
    if (open) return { url: open.url }
  }
  const paymentId = randomUUID()
  const back = choice.type === 'premium' ? '/premium' : '/donate'
  const session = await provider.createCheckout({
    paymentId,
    type: choice.type,
    amountMinor,
    currency: 'GBP',
    description: DESCRIPTIONS[choice.type],
    customerEmail: payer.email,
    successUrl: `${publicUrl}/payment-success?session_id=${CHECKOUT_SESSION_PLACEHOLDER}`,
    cancelUrl: `${publicUrl}${back}?payment=cancelled`,
  })
  await db.insert(payments).values({
    id: paymentId,
    userId: payer.id,
    familyId,
    type: choice.type,
    amountMinor,
    currency: 'GBP',
    provider: provider.name,
    providerSessionId: session.sessionId,
    checkoutUrl: session.url,
  })
  return { url: session.url }
}

export type VerifiedPayment = { type: 'premium' | 'donation'; status: 'paid' | 'pending' | 'cancelled' | 'refunded' }

/**
 * The return page's question: did this checkout, the signed-in person's own, get paid? The provider is asked
 * (never the browser); a paid checkout is activated here if the webhook has not done it yet. null for a
 * session that is not theirs or does not exist: the two look the same.
 */
export async function verifyCheckout(
  services: PaymentServices,
  userId: string,
  sessionId: string,
): Promise<VerifiedPayment | null> {
  const { db, provider } = services
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider.name), eq(payments.providerSessionId, sessionId)))
    .limit(1)
  if (!row || row.userId !== userId) return null
  if (row.status !== 'pending') return { type: row.type, status: asShown(row.status) }
  const outcome = await provider.sessionOutcome(sessionId)
  if (outcome.state === 'paid') {
    await activatePayment(services, row.id, outcome.providerPaymentId)
    return { type: row.type, status: 'paid' }
  }
  if (outcome.state === 'expired') {
    await db
      .update(payments)
      .set({ status: 'cancelled', updatedAt: sql`now()` })
      .where(and(eq(payments.id, row.id), eq(payments.status, 'pending')))
    return { type: row.type, status: 'cancelled' }
  }
  return { type: row.type, status: 'pending' }
}

function asShown(status: string): VerifiedPayment['status'] {
  return status === 'paid' || status === 'refunded' || status === 'cancelled' ? status : 'cancelled'
}

/**
 * Marks a payment paid, once: of any number of calls, from the return page and the webhook, in any order and
 * on any instance, exactly one changes the row (the conditional update), and only that one records the payer's purchase and
 * sends the receipt. Returns whether this call was the one.
 */
export async function activatePayment(
  services: Pick<PaymentServices, 'db' | 'mailer' | 'logger'>,
  paymentId: string,
  providerPaymentId: string | null,
): Promise<boolean> {
  const { db } = services
  const [paid] = await db
    .update(payments)
    .set({
      status: 'paid',
      paidAt: sql`now()`,
      updatedAt: sql`now()`,
      providerPaymentId: sql`coalesce(${providerPaymentId}, ${payments.providerPaymentId})`,
    })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
    .returning()
  if (!paid) return false
  // A payer who erased their account meanwhile has no profile to record the purchase on.
  if (paid.type === 'premium' && paid.userId) {
    await db
      .update(profiles)
      .set({ hasPurchasedPremium: true, updatedAt: sql`now()` })
      .where(eq(profiles.userId, paid.userId))
    await markFamiliesPremium(db, paid.userId, paid.familyId)
  }
  await sendReceipt(services, paid.id)
  return true
}

async function sendReceipt(services: Pick<PaymentServices, 'db' | 'mailer' | 'logger'>, paymentId: string) {
  const { db, mailer, logger } = services
  const [claimed] = await db
    .update(payments)
    .set({ receiptSentAt: sql`now()` })
    .where(and(eq(payments.id, paymentId), sql`${payments.receiptSentAt} is null`))
    .returning()
  if (!claimed?.userId) return
  const [person] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, claimed.userId))
  if (!person) return
  try {
    await mailer.send(
      receiptEmail({
        to: person.email,
        name: person.name,
        type: claimed.type,
        amountMinor: claimed.amountMinor,
        currency: claimed.currency,
        paidAt: claimed.paidAt ?? new Date(),
        reference: claimed.id,
      }),
    )
  } catch (error) {
    // The payment stands; the receipt can be sent again from settings.
    logger.error({ err: error, paymentId }, 'the receipt e-mail could not be sent')
  }
}

/**
 * A refund reported by the provider: the payment becomes 'refunded' once, and a refunded premium payment
 * withdraws the person's purchase unless they have another paid premium payment.
 */
export async function refundPayment(db: Database, match: { providerPaymentId: string }): Promise<boolean> {
  const [refunded] = await db
    .update(payments)
    .set({ status: 'refunded', refundedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(payments.providerPaymentId, match.providerPaymentId), eq(payments.status, 'paid')))
    .returning()
  if (!refunded) return false
  if (refunded.type === 'premium' && refunded.userId) {
    await db
      .update(profiles)
      .set({
        hasPurchasedPremium: sql`exists (select 1 from payments where user_id = ${refunded.userId} and type = 'premium' and status = 'paid')`,
        updatedAt: sql`now()`,
      })
      .where(eq(profiles.userId, refunded.userId))
  }
  if (refunded.type === 'premium') await withdrawFamilyPremium(db, refunded.userId, refunded.familyId)
  return true
}

/**
 * Premium bought becomes the family's own (decision 041): the family the payment was made in, and every family
 * the payer manages, keep it even if the payer later erases their account or is no longer an Admin.
 */
async function markFamiliesPremium(db: Database, payerId: string, familyId: string | null) {
  await db
    .update(families)
    .set({ premiumSince: sql`coalesce(${families.premiumSince}, now())`, updatedAt: sql`now()` })
    .where(or(familyId ? eq(families.id, familyId) : sql`false`, inArray(families.id, managedBy(db, payerId))))
}

/** A refunded premium payment takes Premium back from the families it gave it to, unless another paid one stands. */
async function withdrawFamilyPremium(db: Database, payerId: string | null, familyId: string | null) {
  const stillPaid = sql`exists (select 1 from payments p where p.type = 'premium' and p.status = 'paid' and (p.family_id = ${families.id}${payerId ? sql` or p.user_id = ${payerId}` : sql``}))`
  await db
    .update(families)
    .set({ premiumSince: null, updatedAt: sql`now()` })
    .where(
      and(
        or(
          familyId ? eq(families.id, familyId) : sql`false`,
          payerId ? inArray(families.id, managedBy(db, payerId)) : sql`false`,
        ),
        sql`not ${stillPaid}`,
      ),
    )
}

function managedBy(db: Database, userId: string) {
  return db
    .select({ id: familyMembers.familyId })
    .from(familyMembers)
    .where(and(eq(familyMembers.userId, userId), inArray(familyMembers.role, rolesThatCan('manage-family'))))
}

/** Cancel on the checkout page: the pending payment ends, nothing is charged. */
export async function cancelCheckout(
  db: Database,
  userId: string,
  provider: PaymentProvider['name'],
  sessionId: string,
) {
  const [row] = await db
    .update(payments)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(
      and(
        eq(payments.provider, provider),
        eq(payments.providerSessionId, sessionId),
        eq(payments.userId, userId),
        eq(payments.status, 'pending'),
      ),
    )
    .returning({ type: payments.type })
  return row ?? null
}

/** A person's checkout as the test-mode page shows it; null when it is not theirs. */
export async function findCheckout(db: Database, userId: string, provider: PaymentProvider['name'], sessionId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerSessionId, sessionId)))
    .limit(1)
  return row && row.userId === userId ? row : null
}

/** The person's paid and refunded payments, newest first, for their receipts in settings. */
export async function listReceipts(db: Database, userId: string) {
  return db
    .select({
      id: payments.id,
      type: payments.type,
      amountMinor: payments.amountMinor,
      currency: payments.currency,
      status: payments.status,
      paidAt: payments.paidAt,
    })
    .from(payments)
    .where(and(eq(payments.userId, userId), sql`${payments.status} in ('paid', 'refunded')`))
    .orderBy(desc(payments.paidAt))
}

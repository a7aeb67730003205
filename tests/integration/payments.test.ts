import { eq } from 'drizzle-orm'
import pino from 'pino'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  handleStripeWebhook,
  PaymentProviderError,
  paymentsFrom,
  startCheckout,
  verifyCheckout,
  type PaymentServices,
  type StripeWebhook,
} from '~/features/payments/index.server'
import { listOutbox } from '~/lib/mail.server'
import { payments, profiles, users } from '~db/schema'
import { startStripeFixture, type StripeFixture } from '../setup/stripe-fixture'
import { TEST_ORIGIN } from '../setup/test-auth'
import { setUpTestContext } from '../setup/test-context'

const fixture = setUpTestContext()
const WEBHOOK_SECRET = 'whsec_testsecret'
let stripeFixture: StripeFixture
let services: PaymentServices
let webhook: StripeWebhook

beforeAll(async () => {
  stripeFixture = await startStripeFixture()
  const stripe = paymentsFrom(
    { STRIPE_SECRET_KEY: 'sk_test_fixture', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
    fixture.db,
    { host: '127.0.0.1', port: stripeFixture.port, protocol: 'http' },
  )
  if (!stripe.webhook || !stripe.provider) throw new Error('Stripe was not chosen')
  webhook = stripe.webhook
  services = {
    db: fixture.db,
    provider: stripe.provider,
    mailer: fixture.mailer,
    logger: pino({ level: 'silent' }),
    publicUrl: TEST_ORIGIN,
  }
})
afterAll(() => stripeFixture.close())

async function payer(name: string) {
  const person = await fixture.person(name)
  const [user] = await fixture.db.select().from(users).where(eq(users.id, person.id))
  if (!user) throw new Error('no user')
  return { ...person, email: user.email, name: user.name }
}

const sessionIdOf = (url: string) => url.split('/').pop() ?? ''

/** A webhook as Stripe would send it, signed with the SDK's own test helper. */
function webhookRequest(event: object, secret = WEBHOOK_SECRET, signed = true) {
  const payload = JSON.stringify(event)
  const signature = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret })
  return new Request(`${TEST_ORIGIN}/api/payments/webhook`, {
    method: 'POST',
    headers: signed ? { 'stripe-signature': signature, 'content-type': 'application/json' } : {},
    body: payload,
  })
}

function completed(sessionId: string, paymentIntent: string) {
  return {
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: { id: sessionId, object: 'checkout.session', payment_status: 'paid', payment_intent: paymentIntent },
    },
  }
}

async function paymentRows(userId: string) {
  return fixture.db.select().from(payments).where(eq(payments.userId, userId))
}

async function premium(userId: string) {
  const [profile] = await fixture.db.select().from(profiles).where(eq(profiles.userId, userId))
  return profile?.hasPurchasedPremium
}

async function receiptsTo(email: string) {
  return (await listOutbox(fixture.db, 500)).filter((mail) => mail.to === email && /receipt/i.test(mail.subject))
}

describe('premium through Stripe Checkout (the official SDK on a loopback fixture)', () => {
  it('opens a payment-mode checkout for the server’s price, and a second click returns to the same one', async () => {
    const ann = await payer('Ann')
    const first = await startCheckout(services, ann, null, { type: 'premium' })
    const second = await startCheckout(services, ann, null, { type: 'premium' })
    expect(second.url).toBe(first.url)
    const sent = stripeFixture.created.at(-1)
    expect(sent).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '1499',
      'line_items[0][price_data][currency]': 'gbp',
    })
    const rows = await paymentRows(ann.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ type: 'premium', amountMinor: 1499, currency: 'GBP', status: 'pending' })
  })

  it('grants premium once, with one receipt, however many times and in whatever order verify and the webhook arrive', async () => {
    const bo = await payer('Bo')
    const { url } = await startCheckout(services, bo, null, { type: 'premium' })
    const sessionId = sessionIdOf(url)
    expect(await verifyCheckout(services, bo.id, sessionId)).toEqual({ type: 'premium', status: 'pending' })
    expect(await premium(bo.id)).toBe(false)

    const paid = stripeFixture.pay(sessionId)
    const calls = Array.from({ length: 10 }, (_, index) =>
      index % 2 === 0
        ? handleStripeWebhook(services, webhook, webhookRequest(completed(sessionId, paid.payment_intent ?? '')))
        : verifyCheckout(services, bo.id, sessionId),
    ).concat(Array.from({ length: 10 }, () => verifyCheckout(services, bo.id, sessionId)))
    await Promise.all(calls)
    for (let replay = 0; replay < 10; replay++) {
      const response = await handleStripeWebhook(
        services,
        webhook,
        webhookRequest(completed(sessionId, paid.payment_intent ?? '')),
      )
      expect(response.status).toBe(200)
    }

    const rows = await paymentRows(bo.id)
    expect(rows.filter((row) => row.status === 'paid')).toHaveLength(1)
    expect(await premium(bo.id)).toBe(true)
    expect(await receiptsTo(bo.email)).toHaveLength(1)
  })

  it('refuses a webhook with a bad or missing signature with 400, and changes nothing', async () => {
    const cy = await payer('Cy')
    const { url } = await startCheckout(services, cy, null, { type: 'premium' })
    const sessionId = sessionIdOf(url)
    const paid = stripeFixture.pay(sessionId)
    const forged = await handleStripeWebhook(
      services,
      webhook,
      webhookRequest(completed(sessionId, paid.payment_intent ?? ''), 'whsec_wrong'),
    )
    const unsigned = await handleStripeWebhook(
      services,
      webhook,
      webhookRequest(completed(sessionId, paid.payment_intent ?? ''), WEBHOOK_SECRET, false),
    )
    expect([forged.status, unsigned.status]).toEqual([400, 400])
    expect((await paymentRows(cy.id))[0]?.status).toBe('pending')
    expect(await premium(cy.id)).toBe(false)
  })

  it('a full refund withdraws premium; the payment stays on record as refunded', async () => {
    const di = await payer('Di')
    const { url } = await startCheckout(services, di, null, { type: 'premium' })
    const sessionId = sessionIdOf(url)
    const paid = stripeFixture.pay(sessionId)
    await verifyCheckout(services, di.id, sessionId)
    expect(await premium(di.id)).toBe(true)
    const refund = {
      id: 'evt_refund',
      object: 'event',
      type: 'charge.refunded',
      data: { object: { id: 'ch_1', object: 'charge', refunded: true, payment_intent: paid.payment_intent } },
    }
    expect((await handleStripeWebhook(services, webhook, webhookRequest(refund))).status).toBe(200)
    expect(await premium(di.id)).toBe(false)
    expect((await paymentRows(di.id))[0]?.status).toBe('refunded')
  })

  it('another person’s session, and an unknown one, look the same: nothing', async () => {
    const ed = await payer('Ed')
    const fay = await payer('Fay')
    const { url } = await startCheckout(services, ed, null, { type: 'premium' })
    stripeFixture.pay(sessionIdOf(url))
    expect(await verifyCheckout(services, fay.id, sessionIdOf(url))).toBeNull()
    expect(await verifyCheckout(services, fay.id, 'cs_test_unknown')).toBeNull()
    expect(await premium(fay.id)).toBe(false)
    expect(await premium(ed.id)).toBe(false)
  })

  it('when Stripe cannot be reached, the person gets an error and nothing is recorded', async () => {
    const gus = await payer('Gus')
    stripeFixture.failing = true
    try {
      await expect(startCheckout(services, gus, null, { type: 'donation', amountMinor: 2500 })).rejects.toBeInstanceOf(
        PaymentProviderError,
      )
    } finally {
      stripeFixture.failing = false
    }
    expect(await paymentRows(gus.id)).toEqual([])
  })

  it('a donation is charged the amount chosen and sends a receipt, without premium', async () => {
    const hal = await payer('Hal')
    const { url } = await startCheckout(services, hal, null, { type: 'donation', amountMinor: 1250 })
    expect(stripeFixture.created.at(-1)?.['line_items[0][price_data][unit_amount]']).toBe('1250')
    stripeFixture.pay(sessionIdOf(url))
    expect(await verifyCheckout(services, hal.id, sessionIdOf(url))).toEqual({ type: 'donation', status: 'paid' })
    expect(await premium(hal.id)).toBe(false)
    expect(await receiptsTo(hal.email)).toHaveLength(1)
  })
})

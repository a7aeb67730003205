import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A loopback stand-in for the two Stripe Checkout endpoints the app calls, so the official SDK runs for real
 * against it (the SDK's host, port and protocol options). Stripe itself cannot be reached from here; this is
 * the only part of the payment path that is not the real thing. Sessions are paid by the test, as a person
 * paying on Stripe's page would.
 */
export interface FakeSession {
  id: string
  object: 'checkout.session'
  url: string
  mode: string
  status: 'open' | 'complete' | 'expired'
  payment_status: 'unpaid' | 'paid'
  amount_total: number
  currency: string
  payment_intent: string | null
  client_reference_id: string | null
  metadata: Record<string, string>
  success_url: string
  cancel_url: string
}

export interface StripeFixture {
  port: number
  sessions: Map<string, FakeSession>
  /** Requests that created a session, as the SDK sent them (form-encoded fields). */
  created: Array<Record<string, string>>
  /** While true, every request gets a 500, as when Stripe is unreachable or failing. */
  failing: boolean
  pay(sessionId: string): FakeSession
  close(): Promise<void>
}

export async function startStripeFixture(): Promise<StripeFixture> {
  const sessions = new Map<string, FakeSession>()
  const created: Array<Record<string, string>> = []
  const fixture = { failing: false }
  const server = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const reply = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' })
        response.end(JSON.stringify(value))
      }
      if (fixture.failing) return reply(500, { error: { type: 'api_error', message: 'fixture is failing' } })
      const path = new URL(request.url ?? '/', 'http://x').pathname
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const fields = Object.fromEntries(new URLSearchParams(body))
        created.push(fields)
        const id = `cs_test_${randomBytes(12).toString('hex')}`
        const session: FakeSession = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/pay/${id}`,
          mode: fields.mode ?? '',
          status: 'open',
          payment_status: 'unpaid',
          amount_total: Number(fields['line_items[0][price_data][unit_amount]'] ?? 0),
          currency: fields['line_items[0][price_data][currency]'] ?? '',
          payment_intent: null,
          client_reference_id: fields.client_reference_id ?? null,
          metadata: { paymentId: fields['metadata[paymentId]'] ?? '', type: fields['metadata[type]'] ?? '' },
          success_url: fields.success_url ?? '',
          cancel_url: fields.cancel_url ?? '',
        }
        sessions.set(id, session)
        return reply(200, session)
      }
      const match = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(path)
      if (request.method === 'GET' && match?.[1]) {
        const session = sessions.get(match[1])
        if (!session) return reply(404, { error: { type: 'invalid_request_error', message: 'No such session' } })
        return reply(200, session)
      }
      reply(404, { error: { type: 'invalid_request_error', message: `Unknown path ${path}` } })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    sessions,
    created,
    get failing() {
      return fixture.failing
    },
    set failing(value: boolean) {
      fixture.failing = value
    },
    pay(sessionId: string) {
      const session = sessions.get(sessionId)
      if (!session) throw new Error(`no session ${sessionId}`)
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: `pi_${randomBytes(8).toString('hex')}`,
      })
      return session
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

import { SharedError } from '~/lib/shared-error'

/**
 * A card payment provider, as the payment service needs it: open a checkout, and ask how one ended. Stripe
 * is one; the built-in test-mode checkout (no keys, no money) is the other (decision 041).
 */
export interface CheckoutRequest {
  /** Our payment's id, carried through the provider so the webhook can find it. */
  paymentId: string
  type: 'premium' | 'donation'
  amountMinor: number
  currency: 'GBP'
  /** What the checkout page says is being bought. */
  description: string
  customerEmail: string
  /** Where the provider sends the person after paying; `{CHECKOUT_SESSION_ID}` is filled in by it. */
  successUrl: string
  cancelUrl: string
}

export interface CheckoutSession {
  sessionId: string
  url: string
}

export type SessionOutcome =
  | { state: 'paid'; amountMinor: number; currency: string; providerPaymentId: string | null }
  | { state: 'open' }
  | { state: 'expired' }

export interface PaymentProvider {
  name: 'stripe' | 'test'
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>
  /** How the checkout ended, from the provider itself (never from what the browser says). */
  sessionOutcome(sessionId: string): Promise<SessionOutcome>
}

/** The provider could not be reached or refused: nothing is recorded as paid. */
export class PaymentProviderError extends SharedError {
  static override readonly kind: string = 'PaymentProviderError'
}

export const CHECKOUT_SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}'

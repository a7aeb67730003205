/**
 * The donation rules (docs/product.md, 'Donations'): the slider, the typed amount, and what the server takes.
 * Without zod (donation.ts checks the amount on the server; the page need not load zod, decision 066).
 */
export const DONATION = {
  sliderMin: 10,
  sliderMax: 1000,
  sliderStep: 5,
  sliderDefault: 50,
  customMin: 10,
  customMax: 1000,
  customStep: 0.01,
  /** What the server accepts, in pounds: a typed amount above the field's maximum is clamped to this. */
  serverMin: 10,
  serverMax: 100_000,
} as const

export const MINIMUM_DONATION = { title: 'Minimum donation', message: 'The minimum donation amount is £10' }

/** Pounds as typed ('12.5', '12.50', '£1,000') to pence, or null when it is not an amount. */
export function poundsToPence(value: string): number | null {
  const cleaned = value.trim().replace(/^£/, '').replace(/,/g, '')
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null
  return Math.round(Number(cleaned) * 100)
}

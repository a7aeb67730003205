/**
 * Money as people type it and as pages show it. Amounts are whole numbers of minor units (pence, cents): typed
 * text is read digit by digit, never through a float, so '0.29' is 29 and never 28.999… (decision 067).
 */

/** At most 12 digits of major units: 999,999,999,999.99 is the largest amount accepted. */
export const MONEY_MAJOR_DIGITS = 12

// Making a formatter costs far more than using one: a page of 2,000 account entries formats 4,000 amounts.
const FORMATS = new Map<string, Intl.NumberFormat>()

const MINOR_DIGITS = 2

/**
 * An amount in minor units as a plain decimal: -123456 → '-1234.56'. Exact for any safe integer: two decimal
 * places for every currency we hold (GBP, EUR, USD, CAD, AUD, NZD).
 */
export function decimalAmount(minor: number): string {
  const digits = String(Math.abs(minor)).padStart(MINOR_DIGITS + 1, '0')
  const whole = digits.slice(0, -MINOR_DIGITS)
  const fraction = digits.slice(-MINOR_DIGITS)
  return `${minor < 0 ? '-' : ''}${whole}.${fraction}`
}

/**
 * '£1,234.56' in the reader's locale, formatted from the exact decimal, never from a float. With `wholeUnits`, a
 * whole amount shows no pence or cents ('£36,000', but '£36,000.01'), the way official pages write a limit.
 */
export function formatMoney(
  amountMinor: number,
  currency: string,
  locale = 'en-GB',
  { wholeUnits = false }: { wholeUnits?: boolean } = {},
): string {
  const noFraction = wholeUnits && amountMinor % 100 === 0
  const key = `${locale}|${currency}|${noFraction}`
  let format = FORMATS.get(key)
  if (!format) {
    const digits = noFraction ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, ...digits })
    FORMATS.set(key, format)
  }
  return format.format(decimalAmount(amountMinor) as `${number}`)
}

export type ParsedMoney = { ok: true; minor: number } | { ok: false; message: string }

/** Currency signs and codes someone may type before or after the figure: £, €, $, A$, NZ$, GBP, AUD and the like. */
const CURRENCY_MARKS = /^(?:[A-Z]{3}|[A-Z]{1,2}\$|[£€$])|(?:[A-Z]{3}|[£€$])$/i
/** '12400', '12,400', '12400.5', '12,400.50': commas only between groups of three digits. */
const FIGURE = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/

/**
 * Money text ('12,400.50', '£12,400', 'NZ$ 99') as minor units. Refuses negatives, more than two decimal places,
 * more than 12 digits of major units, and anything that is not a figure, each with a message saying why.
 */
export function parseMoney(text: string): ParsedMoney {
  let figure = text.trim().replace(/[\s\u00a0\u202f]/g, '')
  if (figure === '') return { ok: false, message: 'Enter an amount, like 12,400.50' }
  if (/^-|^\(.*\)$|-$/.test(figure) || /^[^\d]*-/.test(figure)) {
    return { ok: false, message: 'Enter the amount without a minus sign: amounts cannot be negative' }
  }
  for (let i = 0; i < 2; i++) figure = figure.replace(CURRENCY_MARKS, '')
  const match = FIGURE.exec(figure)
  if (!match) {
    if (/^[\d,]*\.\d{3,}$/.test(figure)) return { ok: false, message: 'Enter at most two decimal places, like 12.50' }
    return { ok: false, message: 'Enter an amount in figures, like 12,400.50' }
  }
  const [whole = '', pence = ''] = figure.split('.')
  const major = whole.replaceAll(',', '').replace(/^0+(?=\d)/, '')
  if (major.length > MONEY_MAJOR_DIGITS) {
    return { ok: false, message: `Enter an amount of at most ${MONEY_MAJOR_DIGITS} digits before the decimal point` }
  }
  // Whole units and pence joined as text, then read once: an exact integer below 10^14, well inside the safe range.
  return { ok: true, minor: Number(major + pence.padEnd(2, '0')) }
}

/** Minor units as plain text for a form field ('12400.50'), without separators or a sign, so it reads back exactly. */
export function moneyInput(amountMinor: number | null | undefined): string {
  return amountMinor === null || amountMinor === undefined ? '' : decimalAmount(amountMinor)
}

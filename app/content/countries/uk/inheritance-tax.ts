import type { TaskTemplate } from '../../schema'
import { SRC, official } from './sources'

/**
 * Inheritance Tax is one UK tax, the same in all four nations. Its figures, deadline and helpline are written
 * here once, for every page that states them: the checklist's valuation task, the legal task that supersedes
 * it, the key figures and the national notes. Each use keeps its own source and the day it was checked there.
 */
export const INHERITANCE_TAX = {
  /** The tax-free threshold (nil-rate band). */
  nilRateBand: '£325,000',
  /** The most the residence nil-rate band adds when a home goes to children or grandchildren. */
  residenceNilRateBand: '£175,000',
  /** When tax must be paid, or HMRC charges interest. */
  paymentDeadline: 'by the end of the sixth month after the death',
  /** Deaths from this day count most unused pension funds as part of the estate. */
  pensionsCountFrom: '6 April 2027',
  helpline: { name: 'HMRC Inheritance Tax helpline', phone: '0300 123 1072' },
} as const

export const INHERITANCE_TAX_HELPLINE = `${INHERITANCE_TAX.helpline.name}: ${INHERITANCE_TAX.helpline.phone}`

/** The payment deadline as a task's deadline; `example` follows the rule in the text, when given. */
export function inheritanceTaxDeadline(example = ''): NonNullable<TaskTemplate['deadline']> {
  return {
    ...official(SRC.ihtPay),
    amount: 6,
    unit: 'months-end',
    from: 'death',
    text: `Pay any Inheritance Tax ${INHERITANCE_TAX.paymentDeadline}${example}`,
  }
}

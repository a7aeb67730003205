import type { EstateTaxFact } from '../../schema'
import { NATIONAL_SRC } from './national'

/**
 * The federal estate tax fact for the estate page (issue 33). State estate and inheritance taxes are the states'
 * own key figures (key-figures-a/b/c.ts, with `regions`); where a state's is not there, the page sends people to
 * ask (docs/content.md lists the states not confirmed).
 */
export const ESTATE_TAX = {
  federalExclusion: {
    // Read on this IRS page on 2026-11-24 (docs/content/usa-review.md); the stored copy at hand on 2026-11-27 was
    // older and did not show it.
    source: NATIONAL_SRC.estateTax,
    reviewed: '2026-11-24',
    title: 'Federal estate tax basic exclusion amount, deaths in 2026',
    value: '$15,000,000',
    amount: 15_000_000,
    text: 'Federal estate tax is due only on what an estate (with taxable gifts made in life) is worth above this amount. It counts more than probate does: joint property’s share, accounts with a named beneficiary and life insurance the person owned.',
  },
} satisfies Record<string, EstateTaxFact>

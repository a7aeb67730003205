import type { KeyFigure } from '../../schema'
import { KEY_FIGURES_A } from './key-figures-a'
import { KEY_FIGURES_B } from './key-figures-b'
import { KEY_FIGURES_C } from './key-figures-c'
import { NATIONAL_SRC } from './national'

/**
 * Fees, tax thresholds and other figures that decide what a family must do, each with its official source
 * (docs/content.md, 'Key figures'). The small-estate limit and the registration deadline are in each region's
 * record, not here. National figures are here; each state's are beside its region file.
 */
const NATIONAL: KeyFigure[] = [
  {
    kind: 'tax',
    label: 'Federal estate tax basic exclusion amount, deaths in 2026',
    value: '$15,000,000',
    meaning:
      'Federal estate tax is due only on what an estate (with taxable gifts made in life) is worth above this ' +
      'amount, so most families owe none. Set by the One Big Beautiful Bill Act; adjusted for inflation from 2027.',
    effectiveFrom: '2026-01-01',
    previously: '$13,990,000 (deaths in 2025)',
    // Read on this IRS page on 2026-11-24 (docs/content/usa-review.md); not re-read on 2026-11-25, when only an
    // older stored copy of the page was at hand.
    source: NATIONAL_SRC.estateTax,
    reviewed: '2026-11-24',
  },
]

export const KEY_FIGURES: KeyFigure[] = [...NATIONAL, ...KEY_FIGURES_A, ...KEY_FIGURES_B, ...KEY_FIGURES_C]

import type { KeyFigure } from '../../schema'
import { REVIEWED_2026_11_25, REVIEWED_2026_11_27, SRC } from './sources'

/**
 * Fees, tax thresholds and other figures that decide what a family must do, each with its official source
 * (docs/content.md, 'Key figures'). The small-estate limit and the registration deadline are in each region's
 * record, not here.
 *
 * Probate filing fees and death certificate fees are set by each state and territory and change every 1 July.
 * None could be confirmed on an official page for the year from 1 July 2026 (the stored copies of the courts'
 * and registries' pages were for 2023-24 or earlier, or did not show the fee), so none is given: see
 * docs/content/australia-review.md, "Key figures, 2026-11-25".
 */
export const KEY_FIGURES: KeyFigure[] = [
  {
    kind: 'tax',
    label: 'Inheritance or estate tax',
    value: 'None in Australia',
    meaning:
      'Australia has no inheritance or estate tax, so nothing is paid simply because you inherit. Capital gains tax may apply if you later sell or dispose of an inherited asset, and income from inherited shares or property is taxed as usual.',
    source: SRC.atoBeneficiary,
    reviewed: REVIEWED_2026_11_25,
  },
  {
    kind: 'other',
    label: 'Small estates optional service (deaths to 30 June 2026)',
    value: 'Under $133,090',
    meaning:
      'For a death between 1 July 2025 and 30 June 2026, an estate whose assets are worth less than this is a small estate: for a fee, the Probate Office will prepare the grant application for you. The limit changes each financial year; for a death since 1 July 2026 the court’s page gives the current one.',
    effectiveFrom: '2025-07-01',
    previously: '$129,850',
    regions: ['au-vic'],
    source: SRC.vicSmallEstatesService,
    reviewed: REVIEWED_2026_11_27,
  },
]

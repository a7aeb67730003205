import type { KeyFigure } from '../../schema'
import { REVIEWED_2026_11_25, REVIEWED_2026_11_27, SRC } from './sources'

const reviewed = REVIEWED_2026_11_25

/**
 * Fees, tax thresholds and other figures that decide what a family must do, each with its official source
 * (docs/content.md, 'Key figures'). The small-estate limit and the registration deadline are in each region's
 * record, not here.
 *
 * Only figures read on an official page on 2026-11-25 are here. Probate fees of the other provinces and
 * territories, and death-certificate fees, could not be confirmed on an official page in the stored copies;
 * docs/content/canada-review.md ('Key figures, 2026-11-25') lists what was looked for and what was seen.
 */
export const KEY_FIGURES: KeyFigure[] = [
  {
    kind: 'tax',
    label: 'Capital property at death: the deemed disposition',
    value: 'Treated as sold just before death',
    meaning:
      'When someone dies, the Canada Revenue Agency treats them as having sold all their capital property (homes and cottages, investments, and belongings such as artwork or jewellery) just before death. Any capital gain or loss goes on the final tax return, unless the property passes to a spouse or common-law partner or another exception applies.',
    source: SRC.craDeemedDisposition,
    reviewed,
  },
  {
    kind: 'probate-fee',
    label: 'Court fee for letters probate (Saskatchewan)',
    value: '$7 per $1,000 (or part) of Part 1 assets',
    meaning:
      'The fee paid to the Court of King’s Bench with an application for letters probate is $7 for each $1,000, or part of $1,000, of the total assets listed in Part 1 of the Statement of Property form. $200,000 of such assets means a $1,400 fee.',
    regions: ['ca-sk'],
    source: SRC.skCourtFees,
    reviewed,
  },
  {
    kind: 'probate-fee',
    label: 'Probate charge (Newfoundland and Labrador)',
    value: '$60, plus $0.60 per $100 over $1,000',
    meaning:
      'Section 4 of the Services Charges Act: the estate pays the province $60 for a grant of letters of probate or administration where it is worth $1,000 or less, and on a larger estate $60 plus $0.60 for each $100 (or part of $100) above the first $1,000, the rate since 23 June 2015. $200,000 means $60 + $1,194 = $1,254.',
    regions: ['ca-nl'],
    source: SRC.nlServicesChargesAct,
    reviewed: REVIEWED_2026_11_27,
  },
  {
    kind: 'probate-fee',
    label: 'Probate of a notarial will (Québec)',
    value: 'None: a notarial will needs no probate',
    meaning:
      'A will made before a notary is an authentic act and does not need to be probated. A holograph will or a will made before witnesses must be probated by a notary or the Superior Court, and a fee is charged for it.',
    regions: ['ca-qc'],
    source: SRC.qcProbate,
    reviewed,
  },
  {
    kind: 'other',
    label: 'Estate Information Return to the Ministry of Finance (Ontario)',
    value: 'Within 180 days of the estate certificate',
    meaning:
      'Once the court issues the estate certificate, the estate trustee must give an Estate Information Return to the Ontario Ministry of Finance no later than 180 days after the certificate was issued.',
    regions: ['ca-on'],
    source: SRC.onEstateInformationReturn,
    reviewed,
  },
]

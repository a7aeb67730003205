import type { KeyFigure } from '../../schema'
import { INHERITANCE_TAX } from './inheritance-tax'
import { SRC, checked } from './sources'

/**
 * Fees, tax thresholds and other figures that decide what a family must do, each with its official source
 * (docs/content.md, 'Key figures'). The small-estate limit and the registration deadline are in each region's
 * record, not here.
 *
 * Left out because no official page in the stored copies states the figure in force on 2026-11-25 (see
 * docs/content/uk-review.md, 'Key figures, 2026-11-25'): the probate application fee in England and Wales, the
 * Scottish confirmation fees, the Northern Ireland probate fees, and the fees for a copy of a death certificate
 * in each nation.
 */
export const KEY_FIGURES: KeyFigure[] = [
  {
    ...checked(SRC.ihtOverview),
    kind: 'tax',
    label: 'Inheritance Tax threshold (nil-rate band)',
    value: INHERITANCE_TAX.nilRateBand,
    meaning:
      'There is normally no Inheritance Tax to pay if the estate is worth less than this, or if everything is left to a husband, wife, civil partner or charity. Above it, tax is due only on the part over the threshold.',
  },
  {
    ...checked(SRC.ihtOverview),
    kind: 'tax',
    label: 'Threshold with a late husband’s, wife’s or civil partner’s unused threshold',
    value: 'up to £650,000',
    meaning: `If the person’s husband, wife or civil partner died first and did not use all of their ${INHERITANCE_TAX.nilRateBand} threshold, the unused part is added to the person’s own, so the threshold can be as much as £650,000.`,
  },
  {
    ...checked(SRC.ihtThresholds),
    kind: 'tax',
    label: 'Residence nil-rate band (a home left to children or grandchildren)',
    value: `up to ${INHERITANCE_TAX.residenceNilRateBand}`,
    meaning:
      'An extra tax-free amount when the person’s home goes to their children, grandchildren or other direct descendants. It is reduced by £1 for every £2 that the estate is worth over £2 million.',
  },
  {
    ...checked(SRC.ihtOverview),
    kind: 'tax',
    label: 'Inheritance Tax rate',
    value: '40%',
    meaning:
      'The rate charged on the part of the estate above the tax-free threshold. The executor or administrator pays it to HMRC from the estate.',
  },
  {
    ...checked(SRC.ihtOverview),
    kind: 'tax',
    label: 'Reduced rate when 10% or more is left to charity',
    value: '36%',
    meaning:
      'If the will leaves 10% or more of the net value of the estate to charity, Inheritance Tax on some assets is charged at 36% instead of 40%.',
  },
  {
    source: SRC.ihtPay,
    reviewed: '2026-11-27',
    kind: 'tax',
    label: 'When Inheritance Tax must be paid',
    value: 'By the end of the 6th month after the death',
    meaning: `Any Inheritance Tax is due ${INHERITANCE_TAX.paymentDeadline}: for a death in January, by 31 July. After that HMRC charges interest. You can pay part of it before you know the final amount.`,
  },
  {
    ...checked(SRC.ihtThresholds),
    kind: 'tax',
    label: 'How long the Inheritance Tax thresholds are fixed',
    value: 'until at least 5 April 2030',
    meaning: `The government has fixed the ${INHERITANCE_TAX.nilRateBand} and ${INHERITANCE_TAX.residenceNilRateBand} thresholds and the £2 million taper up to and including the 2029 to 2030 tax year, so they will not rise with prices before then.`,
  },
  // The application fees could not be confirmed on an official page for 2026-27 (docs/content.md, 'Still to
  // verify'): each nation's figure sends people to the page that states the fee in force.
  {
    ...checked(SRC.probateFeesEW),
    kind: 'probate-fee',
    label: 'Probate application fee',
    value: 'Check the current fee on GOV.UK',
    meaning:
      'There is a fee to apply for probate when the estate is worth more than £5,000, paid when you apply. We could not confirm today’s amount on an official page; GOV.UK’s fees page states it.',
    regions: ['uk-england', 'uk-wales'],
  },
  {
    ...checked(SRC.sctsSmallEstates),
    kind: 'probate-fee',
    label: 'Confirmation fee (the Scottish grant)',
    value: 'Check the current fee with the sheriff court',
    meaning:
      'The sheriff court charges a fee for confirmation that depends on the value of the estate. We could not confirm the table in force today; the Scottish Courts and Tribunals Service states it.',
    regions: ['uk-scotland'],
  },
  {
    ...checked(SRC.niApplyProbate),
    kind: 'probate-fee',
    label: 'Probate application fee',
    value: 'Check the current fee on nidirect',
    meaning:
      'The Probate Office in Belfast charges a fee that depends on the value of the estate. We could not confirm the current table on an official page; nidirect’s probate service states it when you apply.',
    regions: ['uk-northern-ireland'],
  },
]

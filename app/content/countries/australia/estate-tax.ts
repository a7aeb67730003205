import type { EstateTaxFact } from '../../schema'
import { REVIEWED_2026_11_25, SRC } from './sources'

/** Tax facts for the estate page (issue 33): the final return, and no inheritance tax. */
export const ESTATE_TAX = {
  finalReturn: {
    source: SRC.atoFinalReturn,
    reviewed: '2026-11-27',
    title: 'The final (‘date of death’) tax return',
    value: 'Lodged by the executor or administrator',
    text: 'A final return for the income year in which the person died is needed if tax was withheld from their income, their taxable income was above the tax-free threshold, or they lodged returns in earlier years. Notify the ATO of the death first. Income the estate earns after the death goes on the estate’s own trust return.',
  },
  noInheritanceTax: {
    source: SRC.atoBeneficiary,
    reviewed: REVIEWED_2026_11_25,
    title: 'Inheritance or estate tax',
    value: 'None in Australia',
    text: 'Nothing is paid simply because you inherit. Capital gains tax may apply when an inherited asset is later sold, and income from inherited shares or property is taxed as usual.',
  },
} satisfies Record<string, EstateTaxFact>

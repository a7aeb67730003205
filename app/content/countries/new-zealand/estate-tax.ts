import type { EstateTaxFact } from '../../schema'
import { REVIEWED, REVIEWED_2026_11_25, SOURCES } from './sources'

/**
 * Tax facts for the estate page (issue 33). What the final return covers (its period, its form) was not found on
 * an Inland Revenue page in the stored copies on 2026-11-27, so the page says only what Inland Revenue's pages
 * were checked for: tell Inland Revenue, and ask what returns are needed (docs/content.md).
 */
export const ESTATE_TAX = {
  finalReturn: {
    source: SOURCES.irdRefundIr625,
    reviewed: REVIEWED,
    title: 'The final income tax return',
    value: 'Ask Inland Revenue',
    text: 'Tell Inland Revenue about the death and ask what returns are needed: one for the person, and one for the estate if it earns income.',
  },
  noInheritanceTax: {
    source: SOURCES.irdGiftDutyAbolition,
    reviewed: REVIEWED_2026_11_25,
    title: 'Inheritance tax, estate duty or gift duty',
    value: 'None in New Zealand',
    text: 'Nothing is paid to the government simply because you inherit: estate duty was abolished in 1992, and gift duty for gifts made on or after 1 October 2011.',
  },
} satisfies Record<string, EstateTaxFact>

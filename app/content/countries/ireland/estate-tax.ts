import type { EstateTaxFact } from '../../schema'
import { REVIEWED_KEY_FIGURES, SRC } from './sources'

/**
 * Capital Acquisitions Tax facts for the estate page (issue 33). The group thresholds were read again on
 * revenue.ie on 2026-11-27 ('On or after 2 October 2024: €400,000, €40,000, €20,000'); whether Budget 2027
 * changed them could not be checked (docs/content.md).
 */
const CAT_CHECKED = '2026-11-27'

export const ESTATE_TAX = {
  groupA: {
    source: SRC.revenueCatThresholds,
    reviewed: CAT_CHECKED,
    title: 'Group A threshold (a child inheriting from a parent)',
    value: '€400,000',
    amount: 400_000,
    text: 'A child can receive this much in gifts and inheritances from their parents, counted since 5 December 1991, before paying Capital Acquisitions Tax.',
  },
  groupB: {
    source: SRC.revenueCatThresholds,
    reviewed: CAT_CHECKED,
    title: 'Group B threshold (other close relatives)',
    value: '€40,000',
    amount: 40_000,
    text: 'For a parent, brother, sister, niece, nephew, grandparent or grandchild of the person who died.',
  },
  groupC: {
    source: SRC.revenueCatThresholds,
    reviewed: CAT_CHECKED,
    title: 'Group C threshold (anyone else)',
    value: '€20,000',
    amount: 20_000,
    text: 'For anyone not in Group A or B, such as a friend.',
  },
  rate: {
    source: SRC.budget2025CatResolution,
    reviewed: REVIEWED_KEY_FIGURES,
    title: 'Capital Acquisitions Tax rate',
    value: '33%',
    text: 'Charged on the part of an inheritance above the threshold for the group it falls in.',
  },
  spouseExempt: {
    source: SRC.revenueCatExempt,
    reviewed: REVIEWED_KEY_FIGURES,
    title: 'Inheritance from a husband, wife or civil partner',
    value: 'No tax',
    text: 'An inheritance from a husband, wife or civil partner is exempt from Capital Acquisitions Tax, whatever its value.',
  },
} satisfies Record<string, EstateTaxFact>

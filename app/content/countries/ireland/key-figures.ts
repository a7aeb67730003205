import type { KeyFigure } from '../../schema'
import { REVIEWED_KEY_FIGURES, SRC } from './sources'

/**
 * Fees, tax thresholds and other figures that decide what a family must do, each with its official source
 * (docs/content.md, 'Key figures'). The small-estate limit and the registration deadline are in each region's
 * record, not here.
 *
 * Left out because no official page in the stored copies states them (see docs/content/ireland-review.md,
 * 'Key figures, 2026-11-25'): the Probate Office fees. The CAT thresholds are those Revenue states for gifts and
 * inheritances from 2 October 2024; any change made by Budget 2027 (October 2026) could not be checked.
 */
export const KEY_FIGURES: KeyFigure[] = [
  {
    kind: 'tax',
    label: 'Capital Acquisitions Tax threshold, Group A (a child inheriting from a parent)',
    value: '€400,000 (Group A)',
    meaning:
      'A child can receive gifts and inheritances from their parents up to this total, counted since 5 December 1991, before paying Capital Acquisitions Tax. Tax is paid only on the amount above it.',
    effectiveFrom: '2024-10-02',
    previously: '€335,000',
    source: SRC.revenueCatThresholds,
    reviewed: REVIEWED_KEY_FIGURES,
  },
  {
    kind: 'tax',
    label: 'Capital Acquisitions Tax threshold, Group B (other close relatives)',
    value: '€40,000 (Group B)',
    meaning:
      'The tax-free total, counted since 5 December 1991, for gifts and inheritances from other close relatives, such as a brother, sister, aunt, uncle or grandparent. Tax is paid only on the amount above it.',
    effectiveFrom: '2024-10-02',
    previously: '€32,500',
    source: SRC.revenueCatThresholds,
    reviewed: REVIEWED_KEY_FIGURES,
  },
  {
    kind: 'tax',
    label: 'Capital Acquisitions Tax threshold, Group C (anyone else)',
    value: '€20,000 (Group C)',
    meaning:
      'The tax-free total, counted since 5 December 1991, for gifts and inheritances from anyone not in Group A or B, such as a friend. Tax is paid only on the amount above it.',
    effectiveFrom: '2024-10-02',
    previously: '€16,250',
    source: SRC.revenueCatThresholds,
    reviewed: REVIEWED_KEY_FIGURES,
  },
  {
    kind: 'tax',
    label: 'Capital Acquisitions Tax rate',
    value: '33%',
    meaning:
      'The rate charged on the part of a gift or inheritance that is above the tax-free threshold for the group it falls in.',
    source: SRC.budget2025CatResolution,
    reviewed: REVIEWED_KEY_FIGURES,
  },
  {
    kind: 'tax',
    label: 'Inheritance from a husband, wife or civil partner',
    value: 'no tax',
    meaning:
      'A gift or inheritance from your husband, wife or civil partner is exempt from Capital Acquisitions Tax, whatever its value.',
    source: SRC.revenueCatExempt,
    reviewed: REVIEWED_KEY_FIGURES,
  },
  {
    kind: 'tax',
    label: 'Small gift exemption (gifts only, not inheritances)',
    value: '€3,000 a year from each person',
    meaning:
      'The first €3,000 of gifts from any one person in a calendar year is tax-free and does not count towards your threshold. It does not apply to an inheritance.',
    source: SRC.revenueSmallGift,
    reviewed: REVIEWED_KEY_FIGURES,
  },
  {
    kind: 'certificate-fee',
    label: 'Copy of a death certificate (full standard certificate)',
    value: '€20',
    meaning:
      'Registering a death is free, but each full standard certificate costs €20. You can get copies when you register the death, or later from any civil registration office or the General Register Office.',
    source: SRC.govRegisterDeath,
    reviewed: REVIEWED_KEY_FIGURES,
  },
]

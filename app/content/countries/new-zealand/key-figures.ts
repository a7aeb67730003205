import type { KeyFigure } from '../../schema'
import { REVIEWED_2026_11_25, SOURCES } from './sources'

/**
 * Fees, tax thresholds and other figures that decide what a family must do, each with its official source
 * (docs/content.md, 'Key figures'). The small-estate limit and the registration deadline are in the region's
 * record, not here.
 *
 * The High Court's probate filing fee, the death certificate fee and the Funeral Grant maximum could not be
 * confirmed on an official page in force on 2026-11-25, so none is given: see
 * docs/content/new-zealand-review.md, "Key figures, 2026-11-25".
 */
export const KEY_FIGURES: KeyFigure[] = [
  {
    kind: 'tax',
    label: 'Inheritance tax, estate duty or gift duty',
    value: 'None in New Zealand',
    meaning:
      'Nothing is paid to the government simply because you inherit: estate duty was abolished in 1992, and gift duty was abolished for gifts made on or after 1 October 2011.',
    source: SOURCES.irdGiftDutyAbolition,
    reviewed: REVIEWED_2026_11_25,
  },
]

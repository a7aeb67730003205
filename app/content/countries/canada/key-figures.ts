import type { KeyFigure } from '../../schema'

/**
 * Fees, tax thresholds and other figures that decide what a family must do, each with its official source
 * (docs/content.md, 'Key figures'). The small-estate limit and the registration deadline are in each region's
 * record, not here.
 */
export const KEY_FIGURES: KeyFigure[] = []

import type { KeyFigure } from '../../schema'
import { KEY_FIGURES_A } from './key-figures-a'
import { KEY_FIGURES_B } from './key-figures-b'
import { KEY_FIGURES_C } from './key-figures-c'

/**
 * Fees, tax thresholds and other figures that decide what a family must do, each with its official source
 * (docs/content.md, 'Key figures'). The small-estate limit and the registration deadline are in each region's
 * record, not here. National figures are here; each state's are beside its region file.
 */
const NATIONAL: KeyFigure[] = []

export const KEY_FIGURES: KeyFigure[] = [...NATIONAL, ...KEY_FIGURES_A, ...KEY_FIGURES_B, ...KEY_FIGURES_C]

import type { KeyFigure } from '../../schema'

/** State figures for the states of regions-b.ts (see key-figures.ts). */
export const KEY_FIGURES_B: KeyFigure[] = []

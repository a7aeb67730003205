import type { KeyFigure } from '../../schema'

/** State figures for the states of regions-a.ts (see key-figures.ts). */
export const KEY_FIGURES_A: KeyFigure[] = []

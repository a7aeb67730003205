import { describe, expect, it } from 'vitest'
import { pdfFonts } from '~/lib/pdf-fonts.server'
import { AMOUNT_CHARACTERS, estateAccountsFonts } from './amount-shaping.server'

const shape = (run: { glyphs: { id: number }[]; positions: object[] }) => ({
  glyphs: run.glyphs.map((glyph) => glyph.id),
  positions: run.positions.map((position) => ({ ...position })),
})

describe('shaping amounts a character at a time', () => {
  it('gives the glyphs and positions of the font’s own shaping for every pair and triple of amount characters', () => {
    const characters = [...AMOUNT_CHARACTERS]
    const texts = characters.flatMap((a) => characters.flatMap((b) => [a + b, ...characters.map((c) => a + b + c)]))
    for (const face of ['regular', 'bold'] as const) {
      const quick = estateAccountsFonts()[face].font
      const own = pdfFonts()[face].font
      for (const text of texts) expect(shape(quick.layout(text)), `${face} '${text}'`).toEqual(shape(own.layout(text)))
    }
  }, 60_000)

  it('shapes an amount as the font does, and leaves other text and any features to the font', () => {
    const quick = estateAccountsFonts().regular.font
    const own = pdfFonts().regular.font
    for (const text of ['-£12,345,678.90 ', '$1,000.00', '€0.29', 'Office', 'Dún Laoghaire ', '1st ']) {
      expect(shape(quick.layout(text))).toEqual(shape(own.layout(text)))
      expect(quick.layout(text).advanceWidth).toBe(own.layout(text).advanceWidth)
    }
    expect(quick.unitsPerEm).toBe(own.unitsPerEm)
  })
})

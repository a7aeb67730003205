import type { Font, Glyph } from 'fontkit'
import { pdfFonts, type PdfFace, type PdfFonts } from '~/lib/pdf-fonts.server'

/**
 * The estate accounts' faces with a quicker way to shape amounts. Shaping (fontkit's layout, which runs Noto
 * Sans's substitution and positioning lookups for every glyph) was most of the time of the accounts PDF: pdfkit
 * caches it a word at a time, and every amount ('£12,345.67') is a word of its own. An amount's characters
 * (`AMOUNT_CHARACTERS`) take no ligature, contextual form or kerning from one another in these faces
 * (amount-shaping.server.test.ts checks every pair and triple), so an amount's glyph run is the runs of its
 * characters side by side, shaped once per character and per process. Any other text is shaped as before; the
 * PDF's bytes are the same.
 */

/** The characters amounts are written with in every currency and locale we hold (money.ts), and a space. */
export const AMOUNT_CHARACTERS = '0123456789,.-£$€ '
const AMOUNT = /^[-0-9,.£$€]+ ?$/

interface Shaped {
  glyph: Glyph
  xAdvance: number
  yAdvance: number
  xOffset: number
  yOffset: number
}

/** What pdfkit reads of a glyph run: its glyphs, their positions (which it scales in place) and its width. */
interface Run {
  glyphs: Glyph[]
  positions: { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number }[]
  readonly advanceWidth: number
}

function quickAmounts(font: Font): Font {
  const characters = new Map<string, Shaped>()
  const shape = (character: string): Shaped => {
    let shaped = characters.get(character)
    if (!shaped) {
      const run = font.layout(character)
      const glyph = run.glyphs[0]
      const position = run.positions[0]
      if (run.glyphs.length !== 1 || !glyph || !position) throw new Error(`'${character}' is not one glyph`)
      shaped = { glyph, ...position }
      characters.set(character, shaped)
    }
    return shaped
  }
  const layout = (text: string, features?: unknown): Run => {
    if (features !== undefined || !AMOUNT.test(text)) {
      return font.layout(text, features as Parameters<Font['layout']>[1])
    }
    const shaped = Array.from(text, shape)
    return {
      glyphs: shaped.map((each) => each.glyph),
      // New objects each time: pdfkit scales a run's positions in place.
      positions: shaped.map(({ xAdvance, yAdvance, xOffset, yOffset }) => ({ xAdvance, yAdvance, xOffset, yOffset })),
      get advanceWidth() {
        let width = 0
        for (const position of this.positions) width += position.xAdvance
        return width
      },
    }
  }
  // Everything else is the font's own: pdfkit reads its metrics and makes the subset from it.
  return new Proxy(font, {
    get(target, property) {
      if (property === 'layout') return layout
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
    },
  })
}

let fonts: PdfFonts | undefined

/** The shared faces (pdf-fonts.server.ts), each with quick amounts; made once per process. */
export function estateAccountsFonts(): PdfFonts {
  if (!fonts) {
    const quick = (face: PdfFace): PdfFace => ({ family: face.family, font: quickAmounts(face.font) })
    const shared = pdfFonts()
    fonts = { regular: quick(shared.regular), bold: quick(shared.bold) }
  }
  return fonts
}

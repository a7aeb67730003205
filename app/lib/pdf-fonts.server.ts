import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { create, type Font } from 'fontkit'

/** A face of our PDFs (the checklist, the user guide, the letters): the parsed font and the name a document knows it by. */
export interface PdfFace {
  family: string
  font: Font
}

export interface PdfFonts {
  regular: PdfFace
  bold: PdfFace
}

const FONT_PACKAGE = '@expo-google-fonts/noto-sans'

let fonts: PdfFonts | undefined

/**
 * Noto Sans, embedded because PDF's standard Helvetica has no glyphs for Māori macrons (ā, ē, ī, ō, ū).
 *
 * The files are found through Node's resolver from this module's URL, not by a path relative to the source:
 * the server is bundled into build/ while node_modules stays where it is, and only resolution works from both
 * the source (tsx, Vitest) and the build.
 *
 * Each face is parsed once per process and shared by every document: fontkit decodes Noto Sans's layout tables
 * on first use, which took a few hundred milliseconds per face, per document, before. Sharing is safe because
 * fontkit's calls are synchronous and each document keeps its own subset of the glyphs it used.
 */
export function pdfFonts(): PdfFonts {
  if (!fonts) {
    const packageDir = path.dirname(createRequire(import.meta.url).resolve(`${FONT_PACKAGE}/package.json`))
    fonts = {
      regular: parse(path.join(packageDir, '400Regular', 'NotoSans_400Regular.ttf')),
      bold: parse(path.join(packageDir, '700Bold', 'NotoSans_700Bold.ttf')),
    }
  }
  return fonts
}

function parse(file: string): PdfFace {
  const font = create(readFileSync(file))
  if (!('layout' in font)) throw new Error(`${file} is a font collection; a PDF needs a single font`)
  return { family: font.postscriptName, font }
}

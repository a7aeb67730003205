import type { Font } from 'fontkit'

declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      /**
       * pdfkit 0.20 also takes a font that fontkit has already parsed (PDFFontFactory.open in its source), which
       * @types/pdfkit (written for 0.17) does not say. `family` is the name the document caches the face under.
       */
      font(src: Font, family: string, size?: number): this
    }
  }
}

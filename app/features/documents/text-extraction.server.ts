import { createRequire } from 'node:module'
import mammoth from 'mammoth'
import { isSafeToUnpack } from './zip-guard.server'
import { getDocument, ImageKind, OPS, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { createWorker, OEM, type Worker } from 'tesseract.js'
import { withoutControlCharacters } from '~/lib/forms'

/**
 * The text inside a document, so search can find it (docs/decisions/044-document-vault.md): a PDF's text
 * layer; OCR with tesseract.js for photos and for scanned PDFs (pages whose text layer is empty); the text of
 * Word .docx files with mammoth; plain text as it is. English language data comes from npm
 * (`@tesseract.js-data/eng`), never from the network.
 */

/** The most text kept for one document; search indexes the first 200,000 characters. */
export const TEXT_MAX = 500_000
/** Scanned PDFs: pages read by OCR at most, to bound the work one upload causes. */
export const OCR_PAGES_MAX = 20
/** A PDF page with fewer characters than this in its text layer is treated as a scan. */
const SCANNED_PAGE_CHARACTERS = 20

const require = createRequire(import.meta.url)
const english = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean }

let ocrWorker: Promise<Worker> | null = null

function ocr(): Promise<Worker> {
  ocrWorker ??= createWorker('eng', OEM.LSTM_ONLY, {
    langPath: english.langPath,
    gzip: english.gzip,
    // Without these, tesseract.js looks for a cache and a CDN; a failed fetch there cannot be caught.
    cacheMethod: 'none',
    logger: () => undefined,
  }).catch((error: unknown) => {
    ocrWorker = null
    throw error
  })
  return ocrWorker
}

/** Stops the OCR worker thread (at shutdown; it starts again on the next use). */
export async function stopTextExtraction(): Promise<void> {
  const worker = ocrWorker
  ocrWorker = null
  if (worker) await (await worker).terminate()
}

/** Reads the words in an image (PNG, JPEG, or the PNM this module makes from PDF images). */
export async function recogniseImage(image: Buffer): Promise<string> {
  const worker = await ocr()
  const { data } = await worker.recognize(image)
  return data.text
}

/** A .docx that unpacks to far more than any real document: its text is not read (zip-guard.server.ts). */
export class UnsafeArchiveError extends Error {
  override name = 'UnsafeArchiveError'
}

export async function extractText(bytes: Buffer, mimeType: string): Promise<string> {
  let text: string
  if (mimeType.startsWith('text/plain')) text = bytes.toString('utf8')
  else if (mimeType === 'application/pdf') text = await pdfText(bytes)
  else if (mimeType === 'image/png' || mimeType === 'image/jpeg') text = await recogniseImage(bytes)
  else if (mimeType === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document') {
    if (!(await isSafeToUnpack(bytes))) throw new UnsafeArchiveError()
    text = (await mammoth.extractRawText({ buffer: bytes })).value
  } else text = ''
  return tidy(text).slice(0, TEXT_MAX)
}

/** Runs of spaces become one, blank lines at most one; NUL (which PostgreSQL cannot store) goes. */
function tidy(text: string): string {
  return withoutControlCharacters(text)
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n\s*/g, '\n\n')
    .trim()
}

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise
  try {
    const pages: string[] = []
    let ocrPages = 0
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number)
      const content = await page.getTextContent()
      let text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join('')
      if (text.replace(/\s/g, '').length < SCANNED_PAGE_CHARACTERS && ocrPages < OCR_PAGES_MAX) {
        ocrPages += 1
        const scanned: string[] = []
        for (const image of await pageImages(page)) scanned.push(await recogniseImage(image))
        text = `${text}\n${scanned.join('\n')}`
      }
      pages.push(text)
      page.cleanup()
    }
    return pages.join('\n\n')
  } finally {
    await pdf.destroy()
  }
}

interface DecodedImage {
  width: number
  height: number
  kind?: number
  data?: Uint8Array | Uint8ClampedArray
}

/** The images a page paints, as PNM files tesseract reads (a scan is usually one image per page). */
async function pageImages(page: PDFPageProxy): Promise<Buffer[]> {
  const operators = await page.getOperatorList()
  const images: Buffer[] = []
  for (const [index, operation] of operators.fnArray.entries()) {
    if (operation !== OPS.paintImageXObject) continue
    const name = (operators.argsArray[index] as unknown[])[0]
    if (typeof name !== 'string') continue
    const store = name.startsWith('g_') ? page.commonObjs : page.objs
    const image = await new Promise<DecodedImage | null>((resolve) => {
      try {
        store.get(name, (value: unknown) => resolve(value as DecodedImage))
      } catch {
        resolve(null)
      }
    })
    const file = image ? toPnm(image) : null
    // Tiny images (logos, rules) hold no readable text.
    if (file && image && image.width * image.height >= 10_000) images.push(file)
  }
  return images
}

/** pdf.js's decoded pixels as a binary PGM or PPM, which tesseract reads without another library. */
function toPnm(image: DecodedImage): Buffer | null {
  const { width, height, data } = image
  if (!data) return null
  const pixels = width * height
  if (image.kind === ImageKind.GRAYSCALE_1BPP) {
    const rowBytes = Math.ceil(width / 8)
    const grey = Buffer.alloc(pixels)
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const bit = ((data[y * rowBytes + (x >> 3)] ?? 0) >> (7 - (x & 7))) & 1
        grey[y * width + x] = bit ? 255 : 0
      }
    }
    return Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii'), grey])
  }
  const channels = image.kind === ImageKind.RGBA_32BPP ? 4 : 3
  const rgb = Buffer.alloc(pixels * 3)
  for (let pixel = 0; pixel < pixels; pixel++) {
    rgb[pixel * 3] = data[pixel * channels] ?? 0
    rgb[pixel * 3 + 1] = data[pixel * channels + 1] ?? 0
    rgb[pixel * 3 + 2] = data[pixel * channels + 2] ?? 0
  }
  return Buffer.concat([Buffer.from(`P6\n${width} ${height}\n255\n`, 'ascii'), rgb])
}

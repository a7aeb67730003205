import path from 'node:path'
import { fileTypeFromBuffer } from 'file-type'

/**
 * A file's type from its bytes, not its name (docs/decisions/044-document-vault.md): file-type reads the
 * signature, and the name's extension must agree with it. Plain text has no signature, so it must decode as
 * UTF-8, hold no NUL bytes and not open like a web page or an image in markup (HTML, SVG, XML), which a
 * browser could run.
 */

/** How much of the start of a file is read to tell its type: a Word file's parts may be some way in. */
export const SNIFF_BYTES = 64 * 1024

export interface DocumentType {
  /** What the file is, as its download says. */
  mime: string
  /** Images and PDFs, which a browser shows in a sandbox. */
  viewable: boolean
}

const BY_EXTENSION: Record<string, { detected: string | undefined; type: DocumentType; label: string }> = {
  '.pdf': { detected: 'pdf', type: { mime: 'application/pdf', viewable: true }, label: 'a PDF' },
  '.doc': { detected: 'cfb', type: { mime: 'application/msword', viewable: false }, label: 'a Word document' },
  '.docx': {
    detected: 'docx',
    type: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', viewable: false },
    label: 'a Word document',
  },
  '.txt': { detected: undefined, type: { mime: 'text/plain; charset=utf-8', viewable: false }, label: 'plain text' },
  '.jpg': { detected: 'jpg', type: { mime: 'image/jpeg', viewable: true }, label: 'a JPEG photo' },
  '.jpeg': { detected: 'jpg', type: { mime: 'image/jpeg', viewable: true }, label: 'a JPEG photo' },
  '.png': { detected: 'png', type: { mime: 'image/png', viewable: true }, label: 'a PNG image' },
}

export type TypeCheck = { ok: true; type: DocumentType } | { ok: false; message: string }

export function extensionOf(name: string): string {
  return path.extname(name).toLowerCase()
}

export const UNSUPPORTED_TYPE =
  'Only PDF, Word (.doc, .docx), plain text (.txt) and JPEG or PNG images can be uploaded.'

/** Whether `sample` (the first SNIFF_BYTES of the file, or all of a smaller one) is what `name` says. */
export async function checkDocumentType(name: string, sample: Uint8Array, complete: boolean): Promise<TypeCheck> {
  const expected = BY_EXTENSION[extensionOf(name)]
  if (!expected) return { ok: false, message: `“${name}” cannot be uploaded. ${UNSUPPORTED_TYPE}` }
  const detected = await fileTypeFromBuffer(sample)
  const matches =
    expected.detected === undefined
      ? detected === undefined && isPlainText(sample, complete)
      : detected?.ext === expected.detected
  if (!matches) {
    return {
      ok: false,
      message: `“${name}” is not ${expected.label}, whatever its name says, so it was not uploaded.`,
    }
  }
  return { ok: true, type: expected.type }
}

const MARKUP_START = /^\s*<(!doctype|html|head|body|script|svg|\?xml|iframe|object|embed|meta|style)\b/i

function isPlainText(sample: Uint8Array, complete: boolean): boolean {
  if (sample.includes(0)) return false
  let text: string
  try {
    // `stream` lets a character cut in two at the end of a partial sample pass.
    text = new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: !complete })
  } catch {
    return false
  }
  return !MARKUP_START.test(text.replace(/^\uFEFF/, ''))
}

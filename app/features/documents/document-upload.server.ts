import { createHash, randomUUID } from 'node:crypto'
import { PassThrough, Readable, Transform, type TransformCallback } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import busboy from 'busboy'
import { hasControlCharacters, withoutControlCharacters } from '~/lib/forms'
import { FORM_CONTROL_CHARACTER_MESSAGE } from '~/lib/forms.server'
import { assertCan, type FamilyAccess } from '~/lib/permissions.server'
import { objectKey, StorageUnavailableError } from '~/lib/storage.server'
import { lockFamily } from '~/features/family/index.server'
import { documents } from '~db/schema'
import { recordActivity } from '~/features/activity/index.server'
import { canShareOwnDocuments, defaultSharing, type Sharing } from './document-rules'
import { checkDocumentType, SNIFF_BYTES, type DocumentType } from './document-types.server'
import { createEncryptStream, newDataKey } from './file-crypto.server'
import { enqueueTextExtraction } from './text-job.server'
import { familyStorageUsed, type DocumentServices } from './documents.server'
import {
  FILES_PER_UPLOAD_MAX,
  formatFileSize,
  NAME_MAX,
  UploadDetailsSchema,
  type UploadDetails,
} from './documents.schema'
import { Refusal } from '~/lib/refusal'
import { withArticle } from '~/lib/format'

/**
 * Receives an upload as it arrives (docs/decisions/044-document-vault.md): each file streams through its type
 * check, a byte count against the size limit and the family's space, a SHA-256, and encryption, into the file
 * store; the whole file is never held in memory. A file over a limit is refused at the byte that crosses it.
 * The row is written after the file, in a transaction that checks the space again; if it fails, the file is
 * removed. The form's fields come before its files (the page's form is in that order).
 */

export interface UploadedDocument {
  id: string
  name: string
  size: number
}

export type UploadResult =
  | { ok: true; uploaded: UploadedDocument[] }
  | { ok: false; status: Refusal['status']; message: string; uploaded: UploadedDocument[] }

/** Room for the form's fields and the multipart boundaries around the files. */
const MULTIPART_OVERHEAD = 64 * 1024

export const NO_FILE = 'Choose a file to upload.'
export const UNREADABLE_UPLOAD = 'The upload could not be read. Please choose the file again and upload it.'

export async function receiveUpload(
  services: DocumentServices,
  access: FamilyAccess,
  request: Request,
): Promise<UploadResult> {
  assertCan(access, 'upload-documents')
  const contentType = request.headers.get('content-type') ?? ''
  if (!contentType.startsWith('multipart/form-data') || !request.body) {
    return { ok: false, status: 400, message: NO_FILE, uploaded: [] }
  }
  const used = await familyStorageUsed(services.db, access.familyId)
  const room = services.limits.familyQuotaBytes - used
  // The declared length says at once when the files cannot fit; the stream checks the real bytes again.
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > room + MULTIPART_OVERHEAD) return { ...quotaRefusal(services, room), uploaded: [] }
  return new UploadReceiver(services, access, room).receive(contentType, request.body)
}

function quotaRefusal(services: DocumentServices, room: number) {
  const quota = formatFileSize(services.limits.familyQuotaBytes)
  return {
    ok: false as const,
    status: 507 as const,
    message:
      room <= 0
        ? `Your family's document space (${quota}) is full. Delete documents you no longer need to make room.`
        : `This would not fit in your family's document space: ${formatFileSize(room)} of ${quota} is left.`,
  }
}

/** Splits the multipart body into its fields and files, within the upload's limits; throws without a boundary. */
function uploadParser(contentType: string, maxFileBytes: number): busboy.Busboy {
  return busboy({
    headers: { 'content-type': contentType },
    defParamCharset: 'utf8',
    limits: {
      fileSize: maxFileBytes,
      files: FILES_PER_UPLOAD_MAX,
      fields: 10,
      fieldSize: 10_000,
      parts: FILES_PER_UPLOAD_MAX + 10,
    },
  })
}

class UploadReceiver {
  #uploaded: UploadedDocument[] = []
  #pending: Array<Promise<void>> = []
  #streaming = new Set<Readable>()
  // A Map: a field named __proto__ must not reach an object's prototype.
  #fields = new Map<string, string>()
  #details: (UploadDetails & { sharing: Sharing }) | undefined
  #failure: Refusal | undefined
  #sawFile = false

  constructor(
    private readonly services: DocumentServices,
    private readonly access: FamilyAccess,
    /** Bytes the family may still store; each file's bytes come off it as they stream. */
    private room: number,
  ) {}

  receive(contentType: string, body: ReadableStream<Uint8Array>): Promise<UploadResult> {
    const source = Readable.fromWeb(body as WebReadableStream<Uint8Array>)
    return new Promise((resolve) => {
      let settled = false
      const settle = () => {
        if (settled) return
        settled = true
        if (this.#failure) {
          // Stop reading: the rest of the body is discarded, and the files still streaming fail and clean up.
          source.unpipe(parser)
          source.resume()
          for (const stream of this.#streaming) stream.destroy(this.#failure)
        }
        void Promise.allSettled(this.#pending).then(() => {
          const failure = this.#failure
          resolve(
            failure
              ? { ok: false, status: failure.status, message: failure.message, uploaded: this.#uploaded }
              : { ok: true, uploaded: this.#uploaded },
          )
        })
      }
      const fail = (error: Refusal) => {
        this.#failure ??= error
        settle()
      }

      let parser: busboy.Busboy
      try {
        parser = uploadParser(contentType, this.services.limits.maxFileBytes)
      } catch {
        // Busboy refuses a multipart type without a boundary as it starts: the body cannot be split into parts.
        source.resume()
        resolve({ ok: false, status: 400, message: UNREADABLE_UPLOAD, uploaded: [] })
        return
      }
      parser.on('field', (name, value) => {
        this.#fields.set(name, value)
      })
      parser.on('file', (name, stream, info) => {
        if (settled || name !== 'file' || info.filename === undefined || info.filename === '') {
          stream.resume()
          return
        }
        this.#sawFile = true
        // Its errors reach us through the pipeline in #storeOne; one refused before piping must not go unheard.
        stream.on('error', () => undefined)
        this.#streaming.add(stream)
        const stored = this.#storeOne(stream, info.filename)
          .then((document) => {
            this.#uploaded.push(document)
          })
          .catch((error: unknown) => {
            if (!(error instanceof Refusal)) {
              this.services.logger.error({ err: error }, 'document upload failed')
            }
            fail(asUploadRefusal(error))
          })
          .finally(() => this.#streaming.delete(stream))
        this.#pending.push(stored)
      })
      parser.on('filesLimit', () => fail(new Refusal(400, `Upload at most ${FILES_PER_UPLOAD_MAX} files at a time.`)))
      parser.on('error', () => fail(new Refusal(400, 'The upload was cut short. Please try again.')))
      parser.on('close', () => {
        void Promise.allSettled(this.#pending).then(() => {
          if (!this.#sawFile) this.#failure ??= new Refusal(400, NO_FILE)
          settle()
        })
      })
      source.on('error', () => fail(new Refusal(400, 'The upload was cut short. Please try again.')))
      source.pipe(parser)
    })
  }

  #uploadDetails(): UploadDetails & { sharing: Sharing } {
    if (!this.#details) {
      // The upload's fields do not pass through readForm (app/lib/forms.server.ts); they meet its rule here.
      if ([...this.#fields.values()].some(hasControlCharacters)) {
        throw new Refusal(400, FORM_CONTROL_CHARACTER_MESSAGE)
      }
      const parsed = UploadDetailsSchema.safeParse(Object.fromEntries(this.#fields))
      if (!parsed.success) throw new Refusal(400, parsed.error.issues[0]?.message ?? 'Check the details.')
      this.#details = { ...parsed.data, sharing: uploadSharing(this.access, parsed.data) }
    }
    return this.#details
  }

  async #storeOne(file: Readable, givenName: string): Promise<UploadedDocument> {
    const details = this.#uploadDetails()
    const name = documentName(givenName)
    const { services, access } = this
    const id = randomUUID()
    const key = objectKey(access.familyId, id)
    const dataKey = newDataKey()
    const inspector = new FileInspector(name, this.room)
    file.on('limit', () =>
      file.destroy(
        new Refusal(
          413,
          `“${name}” is larger than ${formatFileSize(services.limits.maxFileBytes)}, the most one file may be.`,
        ),
      ),
    )
    const body = new PassThrough()
    const streamed = pipeline(file, inspector, createEncryptStream(dataKey), body)
    await Promise.all([services.store.write(key, body), streamed])
    this.room -= inspector.bytes
    const wrapped = services.keys.wrap(dataKey)
    try {
      await services.db.transaction(async (tx) => {
        await lockFamily(tx, access.familyId)
        const used = await familyStorageUsed(tx, access.familyId)
        if (used + inspector.bytes > services.limits.familyQuotaBytes) {
          throw new Refusal(507, quotaRefusal(services, services.limits.familyQuotaBytes - used).message)
        }
        await tx.insert(documents).values({
          id,
          familyId: access.familyId,
          uploadedBy: access.userId,
          originalName: name,
          storageKey: key,
          size: inspector.bytes,
          mimeType: inspector.type.mime,
          category: details.category,
          description: details.description,
          tags: details.tags,
          isShared: details.sharing === 'family',
          sha256: inspector.sha256,
          keyId: wrapped.keyId,
          wrappedKey: wrapped.wrapped,
        })
        await enqueueTextExtraction(tx, id)
        // A private upload is not in the family's feed at all, not even without its name (docs/product.md,
        // 'Documents'): it is recorded when, and if, it is shared.
        if (details.sharing === 'family') {
          await recordActivity(tx, access, 'document_uploaded', name)
        }
      })
    } catch (error) {
      await services.store.remove(key).catch(() => undefined)
      throw error
    }
    return { id, name, size: inspector.bytes }
  }
}

/**
 * Who the upload is shared with: the person's choice, or with none sent, the default for the category and their
 * role. Sharing is changing one's own document, so a role the permission table does not let do that is refused.
 */
function uploadSharing(access: FamilyAccess, details: UploadDetails): Sharing {
  const sharing = details.sharing ?? defaultSharing(access.role, details.category)
  if (sharing === 'family' && !canShareOwnDocuments(access.role)) {
    throw new Refusal(403, `As ${withArticle(access.role)} you cannot share documents with the family.`)
  }
  return sharing
}

/**
 * The name to keep: the last part of what the browser sent (never a path), without control characters. A
 * name too long to show is refused rather than cut, so the person knows which file it was.
 */
export function documentName(given: string): string {
  const name = withoutControlCharacters(given.split(/[/\\]/).pop() ?? '')
    .replace(/\s+/g, ' ')
    .trim()
  if (!name) throw new Refusal(400, 'The file has no name. Please rename it and try again.')
  if (name.length > NAME_MAX) {
    throw new Refusal(
      400,
      `The file name is ${name.length.toLocaleString('en')} characters long; rename it to ${NAME_MAX} or fewer and try again.`,
    )
  }
  return name
}

/**
 * Holds back the start of the file until its type is known from its bytes, then lets it through while it
 * counts the bytes against the family's space and hashes them.
 */
class FileInspector extends Transform {
  bytes = 0
  #head: Buffer[] = []
  #headBytes = 0
  #type: DocumentType | undefined
  #hash = createHash('sha256')
  sha256 = ''

  constructor(
    private readonly name: string,
    private readonly room: number,
  ) {
    super()
  }

  get type(): DocumentType {
    if (!this.#type) throw new Error('FileInspector: the type is not known yet')
    return this.#type
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.bytes += chunk.length
    if (this.bytes > this.room) {
      callback(new Refusal(507, `“${this.name}” does not fit in your family's document space.`))
      return
    }
    this.#hash.update(chunk)
    if (this.#type) {
      callback(null, chunk)
      return
    }
    this.#head.push(chunk)
    this.#headBytes += chunk.length
    if (this.#headBytes < SNIFF_BYTES) {
      callback()
      return
    }
    this.#release(false).then(() => callback(), callback)
  }

  override _flush(callback: TransformCallback) {
    if (this.bytes === 0) {
      callback(new Refusal(400, `“${this.name}” is empty, so there was nothing to upload.`))
      return
    }
    this.sha256 = this.#hash.digest('hex')
    if (this.#type) {
      callback()
      return
    }
    this.#release(true).then(() => callback(), callback)
  }

  async #release(complete: boolean) {
    const head = Buffer.concat(this.#head)
    this.#head = []
    const checked = await checkDocumentType(this.name, head, complete)
    if (!checked.ok) throw new Refusal(415, checked.message)
    this.#type = checked.type
    this.push(head)
  }
}

function asUploadRefusal(error: unknown): Refusal {
  if (error instanceof Refusal) return error
  if (error instanceof StorageUnavailableError) {
    return new Refusal(503, 'Documents cannot be stored right now. Please try again in a few minutes.')
  }
  return new Refusal(500, 'The document could not be uploaded. Please try again.')
}

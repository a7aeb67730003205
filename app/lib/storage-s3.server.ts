import { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { assertObjectKey, ObjectMissingError, StorageUnavailableError, type ObjectStore } from './storage.server'

export interface S3StoreOptions {
  bucket: string
  /** An S3-compatible server (MinIO, Ceph, R2, a test server); unset: AWS. */
  endpoint?: string
  region: string
  /** Unset: the SDK's own chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
  /** Addresses the bucket in the path (bucket/key), which most S3-compatible servers need. */
  forcePathStyle: boolean
}

/**
 * Objects in an S3-compatible bucket (docs/decisions/044-document-vault.md). Uploads stream in parts of 8 MiB,
 * two at a time, so an upload holds at most about 16 MiB whatever the file's size; a failed upload aborts its
 * parts, so no object appears. Downloads stream the object's body.
 */
export function createS3Store(options: S3StoreOptions): ObjectStore {
  // Under Node 20 the SDK's first client prints, at every start, that its releases after January 2027 will
  // need Node 22. The release installed supports Node 20, and docs/decisions/055-node-versions.md says what to
  // do before then; the SDK's own switch silences that one notice, and only when the operator has not set it.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    credentials: options.credentials,
    forcePathStyle: options.forcePathStyle,
    maxAttempts: 3,
  })
  const Bucket = options.bucket
  return {
    driver: 's3',
    async write(key, body) {
      const upload = new Upload({
        client,
        params: { Bucket, Key: assertObjectKey(key), Body: body },
        partSize: 8 * 1024 * 1024,
        queueSize: 2,
        leavePartsOnError: false,
      })
      // A stream the caller failed on purpose (too large, a refused type) must stop the upload with its error.
      let bodyError: unknown
      body.once('error', (error) => {
        bodyError = error
        void upload.abort()
      })
      try {
        await upload.done()
      } catch (error) {
        throw asStoreError(bodyError ?? error)
      }
      if (bodyError) throw asStoreError(bodyError)
    },
    async read(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: assertObjectKey(key) }))
        if (!(answer.Body instanceof Readable)) throw new StorageUnavailableError('The store sent no body.')
        return answer.Body
      } catch (error) {
        if (error instanceof NoSuchKey) throw new ObjectMissingError(key)
        throw asStoreError(error)
      }
    },
    async remove(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: assertObjectKey(key) }))
      } catch (error) {
        throw asStoreError(error)
      }
    },
    async *list() {
      let ContinuationToken: string | undefined
      do {
        let page
        try {
          page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }))
        } catch (error) {
          throw asStoreError(error)
        }
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, modifiedAt: object.LastModified ?? new Date(0) }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
    },
    // A lifecycle rule on the bucket (AbortIncompleteMultipartUpload) clears cut-off uploads: docs/operations.md.
    removeUnfinished: () => Promise.resolve(0),
  }
}

/** The caller's own errors pass through; the store's refusals and network failures mean 'unavailable'. */
function asStoreError(error: unknown): Error {
  if (error instanceof ObjectMissingError || error instanceof StorageUnavailableError) return error
  if (error instanceof S3ServiceException || (error instanceof Error && 'syscall' in error)) {
    return new StorageUnavailableError(`The file store failed: ${error.message}`)
  }
  if (error instanceof Error && /ECONNREFUSED|ENOTFOUND|ETIMEDOUT|socket hang up/i.test(error.message)) {
    return new StorageUnavailableError(`The file store failed: ${error.message}`)
  }
  return error instanceof Error ? error : new StorageUnavailableError(String(error))
}

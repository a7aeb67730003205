import path from 'node:path'
import type { Logger } from 'pino'
import type { Database } from '~/lib/db.server'
import type { Env } from '~/lib/env.server'
import { createS3Store } from '~/lib/storage-s3.server'
import { createFilesystemStore, type ObjectStore } from '~/lib/storage.server'
import { servicesFrom, type AfterwordLoadContext } from '~/load-context'
import { assertDocumentKeyFits, recordDocumentKey } from './document-key-check.server'
import { loadDocumentKeys, type DocumentKeyRing } from './document-keys.server'
import type { DocumentLimits, DocumentServices } from './documents.server'

export { contentDisposition, decryptDocument, openDocumentFile, fileResponseHeaders } from './document-files.server'
export { createDecryptStream, createEncryptStream, newDataKey } from './file-crypto.server'
export {
  createKeyRing,
  documentKeyFile,
  keyId,
  parseMasterKey,
  readDocumentKeys,
  type DocumentKeyRing,
} from './document-keys.server'
export { DocumentKeyMismatchError } from './document-key-check.server'
export { openText } from './document-text.server'
export { markTextUnreadable, textExtractionHandlers } from './text-job.server'
export { DOCUMENT_SWEEP_JOB, documentSweepHandlers, sweepDocumentFiles } from './document-sweep.server'
export { stopTextExtraction } from './text-extraction.server'
export { receiveUpload, type UploadResult } from './document-upload.server'
export {
  countVisibleDocuments,
  deleteDocument,
  DOCUMENT_NOT_FOUND,
  familyStorageUsed,
  listDocuments,
  setDocumentShared,
  type DocumentServices,
  type DocumentSummary,
  type StoredDocument,
} from './documents.server'

const MB = 1024 * 1024

/** The document vault's file store, keys and limits (docs/decisions/044-document-vault.md), opened once at start. */
export interface DocumentVault {
  store: ObjectStore
  keys: DocumentKeyRing
  limits: DocumentLimits
}

// The vault's own key in what every request shares (docs/decisions/059-layers-and-import-zones.md).
declare module '~/load-context' {
  interface AppServices {
    documents: DocumentVault
  }
}

/** The file store the environment names: an S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/files. */
export function objectStoreFrom(env: Env): ObjectStore {
  if (!env.S3_BUCKET) return createFilesystemStore(path.resolve(env.DATA_DIR, 'files'))
  return createS3Store({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    // Servers other than AWS (MinIO, Ceph) mostly want the bucket in the path.
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'auto' ? Boolean(env.S3_ENDPOINT) : env.S3_FORCE_PATH_STYLE === 'true',
  })
}

/**
 * The vault's store, keys and limits from the environment, opened once at start. Throws
 * DocumentKeyMismatchError when the key cannot read what `db` holds, before a new key would be generated.
 */
export async function documentVaultFrom(env: Env, logger: Logger, db: Database): Promise<DocumentVault> {
  await assertDocumentKeyFits(db, env)
  const keys = await loadDocumentKeys(env, logger)
  await recordDocumentKey(db, keys.currentId)
  return {
    store: objectStoreFrom(env),
    keys,
    limits: { maxFileBytes: env.MAX_UPLOAD_MB * MB, familyQuotaBytes: env.FAMILY_QUOTA_MB * MB },
  }
}

/** What a loader or action hands the document services. */
export function documentServicesFrom(context: AfterwordLoadContext): DocumentServices {
  const services = servicesFrom(context)
  return { db: services.db, logger: context.logger, ...services.documents }
}

import path from 'node:path'
import type { Logger } from 'pino'
import type { Env } from '~/lib/env.server'
import { createFilesystemStore } from '~/lib/storage.server'
import { servicesFrom, type AfterwordLoadContext, type AppServices } from '~/load-context'
import { loadDocumentKeys } from './document-keys.server'
import type { DocumentServices } from './documents.server'

export { openDocumentFile, fileResponseHeaders } from './document-files.server'
export { markTextUnreadable, textExtractionHandlers } from './text-job.server'
export { stopTextExtraction } from './text-extraction.server'
export { receiveUpload, type UploadResult } from './document-upload.server'
export {
  countVisibleDocuments,
  deleteDocument,
  DocumentError,
  familyStorageUsed,
  listDocuments,
  setDocumentShared,
  type DocumentServices,
  type DocumentSummary,
} from './documents.server'

const MB = 1024 * 1024

/** The vault's store, keys and limits from the environment, opened once at start. */
export async function documentVaultFrom(env: Env, logger: Logger): Promise<AppServices['documents']> {
  return {
    store: createFilesystemStore(path.resolve(env.DATA_DIR, 'files')),
    keys: await loadDocumentKeys(env, logger),
    limits: { maxFileBytes: env.MAX_UPLOAD_MB * MB, familyQuotaBytes: env.FAMILY_QUOTA_MB * MB },
  }
}

/** What a loader or action hands the document services. */
export function documentServicesFrom(context: AfterwordLoadContext): DocumentServices {
  const services = servicesFrom(context)
  return { db: services.db, logger: context.logger, ...services.documents }
}

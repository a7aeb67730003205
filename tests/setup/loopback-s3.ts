import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { afterAll, beforeAll } from 'vitest'
import type { S3StoreOptions } from '~/lib/storage-s3.server'

export const TEST_BUCKET = 'afterword-test'

/**
 * A real S3-compatible server on loopback (s3rver) for the file's tests: the AWS SDK speaks S3 to it over HTTP,
 * signatures and multipart uploads included. Call once at the top of a file; `options` is ready once the
 * file's tests start.
 */
export function setUpLoopbackS3(): { options: S3StoreOptions } {
  const state = { options: undefined as unknown as S3StoreOptions }
  let server: S3rver
  beforeAll(async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: mkdtempSync(path.join(tmpdir(), 'afterword-s3-')),
      configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
    })
    const address = await server.run()
    state.options = {
      bucket: TEST_BUCKET,
      endpoint: `http://127.0.0.1:${address.port}`,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    }
  })
  afterAll(() => server.close())
  return state
}

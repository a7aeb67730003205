import { describe, expect, it } from 'vitest'
import { createS3Store } from './storage-s3.server'

describe('the S3 store', () => {
  it('says nothing at start about the Node versions of future SDK releases (docs/decisions/055-node-versions.md)', async () => {
    const warnings: string[] = []
    const listen = (warning: Error) => warnings.push(warning.message)
    process.on('warning', listen)
    try {
      createS3Store({ bucket: 'afterword-test', region: 'us-east-1', forcePathStyle: true })
      // process.emitWarning reports on the next tick.
      await new Promise((resolve) => setImmediate(resolve))
    } finally {
      process.off('warning', listen)
    }
    // Under Node 20 the SDK printed 'NodeVersionSupportWarning: … will require node >=22' at every start.
    expect(warnings.filter((message) => message.includes('AWS SDK'))).toEqual([])
  })
})

import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { randomBytes } from 'node:crypto'
import { writeReadableStreamToWritable } from '@react-router/node'
import compression from 'compression'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { drainWaitersMiddleware } from './drain-waiters'

const CHUNKS = 60
const CHUNK_BYTES = 64 * 1024

/** A server that streams a large, incompressible body the way React Router streams a page. */
async function streamingServer(withFix: boolean) {
  const app = express()
  app.use(compression())
  if (withFix) app.use(drainWaitersMiddleware())
  const body = Array.from({ length: CHUNKS }, () => randomBytes(CHUNK_BYTES))
  app.get('/', (_req, res) => {
    res.setHeader('Content-Type', 'text/html')
    let index = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = body[index++]
        if (chunk) controller.enqueue(chunk)
        else controller.close()
      },
    })
    void writeReadableStreamToWritable(stream, res)
  })
  const server = app.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return { server, body: Buffer.concat(body), url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` }
}

function collectLeakWarnings() {
  const warnings: string[] = []
  const onWarning = (warning: Error) => {
    if (warning.name === 'MaxListenersExceededWarning') warnings.push(warning.message)
  }
  process.on('warning', onWarning)
  return { warnings, stop: () => process.off('warning', onWarning) }
}

let close: (() => void) | undefined
afterEach(() => close?.())

describe('drainWaitersMiddleware', () => {
  it('streams a large gzipped page whole without piling drain listeners on the gzip stream', async () => {
    const { server, body, url } = await streamingServer(true)
    close = () => server.close()
    const leaks = collectLeakWarnings()
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } })
    // fetch unzips on its own: what it returns is the page as written.
    const received = Buffer.from(await response.arrayBuffer())
    await new Promise((resolve) => setImmediate(resolve))
    leaks.stop()
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(received.equals(body)).toBe(true)
    expect(leaks.warnings).toEqual([])
  })

  it('is needed: without it the same page makes Node warn of a drain-listener leak', async () => {
    const { server, url } = await streamingServer(false)
    close = () => server.close()
    const leaks = collectLeakWarnings()
    await (await fetch(url, { headers: { 'accept-encoding': 'gzip' } })).arrayBuffer()
    await new Promise((resolve) => setImmediate(resolve))
    leaks.stop()
    expect(leaks.warnings.join('\n')).toMatch(/drain listeners added to \[Gzip\]/)
  })
})

import http from 'node:http'
import type { AddressInfo } from 'node:net'
import autocannon from 'autocannon'

export interface LoadResult {
  requestsPerSecond: number
  p95Ms: number
  p50Ms: number
  requests: number
  errors: number
  non2xx: number
}

/** Sends load to one URL for a fixed time and reports throughput and exact latency percentiles. */
export async function measureLoad(
  url: string,
  { seconds = 10, connections = 20, headers = {} } = {},
): Promise<LoadResult> {
  const latencies: number[] = []
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, duration: seconds, connections, headers }, (error, finished) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(finished),
    )
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  })
  latencies.sort((a, b) => a - b)
  const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN
  return {
    requestsPerSecond: result.requests.average,
    p95Ms: percentile(0.95),
    p50Ms: percentile(0.5),
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
  }
}

/** The fastest a Node server can answer with these bytes: the same content, from memory, no framework. */
export async function startBareServer(
  body: Buffer,
  contentType: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': body.length })
    res.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

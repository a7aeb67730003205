import client from 'prom-client'

/**
 * The figures an operator scrapes from `/metrics` (Prometheus text format; docs/operations.md). One registry
 * per process: each instance reports its own, and Prometheus adds them up. Labels stay few and bounded, since
 * every distinct label set is a series kept forever.
 */
export const metricsRegistry = new client.Registry()
metricsRegistry.setDefaultLabels({ service: 'afterword' })
client.collectDefaultMetrics({ register: metricsRegistry })

const httpRequestDuration = new client.Histogram({
  name: 'afterword_http_request_duration_seconds',
  help: 'Time from receiving a request to finishing its response, by route shape and status.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [metricsRegistry],
})

const jobsFinished = new client.Counter({
  name: 'afterword_jobs_finished_total',
  help: 'Background jobs this instance ran, by kind and outcome (done, retry, gave-up, released).',
  labelNames: ['kind', 'outcome'] as const,
  registers: [metricsRegistry],
})

const jobDuration = new client.Histogram({
  name: 'afterword_job_duration_seconds',
  help: 'How long background jobs ran on this instance, by kind.',
  labelNames: ['kind'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
  registers: [metricsRegistry],
})

export type JobOutcome = 'done' | 'retry' | 'gave-up' | 'released'

export function recordJob(kind: string, outcome: JobOutcome, seconds: number): void {
  jobsFinished.inc({ kind, outcome })
  if (outcome !== 'released') jobDuration.observe({ kind }, seconds)
}

export function recordRequest(method: string, path: string, status: number, seconds: number): void {
  httpRequestDuration.observe({ method, route: routeLabel(path, status), status: String(status) }, seconds)
}

const ID_SEGMENT = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d+|[A-Za-z0-9_-]{20,})$/i

/**
 * A path's shape, as a label: ids and tokens become `:id`, assets one label, and anything that was not found
 * one label, so that a scanner trying a thousand paths does not make a thousand series.
 */
export function routeLabel(path: string, status: number): string {
  if (status === 404) return '(not found)'
  if (path.startsWith('/assets/')) return '/assets/*'
  if (/^\/calendar\//i.test(path)) return '/calendar/:token'
  const segments = path
    .split('/')
    .slice(1, 6)
    .map((segment) => (ID_SEGMENT.test(segment) ? ':id' : segment))
  return `/${segments.join('/')}`
}

/** Adds gauges read at scrape time (queue depth, database pool) from functions the server provides. */
export function registerScrapeGauge(
  name: string,
  help: string,
  labelNames: readonly string[],
  read: () => Promise<{ labels: Record<string, string>; value: number }[]>,
): void {
  metricsRegistry.removeSingleMetric(name)
  new client.Gauge({
    name,
    help,
    labelNames,
    registers: [metricsRegistry],
    async collect() {
      this.reset()
      for (const { labels, value } of await read()) this.set(labels, value)
    },
  })
}

import type { DatabaseHandle } from '~/lib/db.server'
import { countJobs } from '~/lib/jobs.server'
import { registerScrapeGauge } from '~/lib/metrics.server'

/** Gauges read when Prometheus scrapes: the queue (shared by all instances) and this instance's pool. */
export function registerServerGauges(database: DatabaseHandle): void {
  registerScrapeGauge('afterword_jobs', 'Jobs in the shared queue, by kind and status.', ['kind', 'status'], async () =>
    (await countJobs(database.db)).map(({ kind, status, count }) => ({ labels: { kind, status }, value: count })),
  )
  const poolStats = database.poolStats
  if (poolStats) {
    registerScrapeGauge(
      'afterword_database_connections',
      "This instance's connections to the database server, by state.",
      ['state'],
      () => {
        const { total, idle, waiting } = poolStats()
        return Promise.resolve([
          { labels: { state: 'open' }, value: total },
          { labels: { state: 'idle' }, value: idle },
          { labels: { state: 'waiting' }, value: waiting },
        ])
      },
    )
  }
}

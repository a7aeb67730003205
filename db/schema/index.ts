// The Drizzle schema: one module per domain, re-exported here.
export * from './auth'
export * from './outbox'
export * from './rate-limits'

// The Drizzle schema: one module per domain, re-exported here.
export * from './activities'
export * from './auth'
export * from './calendar-feeds'
export * from './families'
export * from './outbox'
export * from './profiles'
export * from './rate-limits'
export * from './tasks'

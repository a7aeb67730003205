// The Drizzle schema: one module per domain, re-exported here. The first tables arrive with accounts.
export {}

// The full Drizzle schema, for the client's relational queries and drizzle-kit.
export * from './schema/auth'
export * from './schema/pets'
export * from './schema/health'
export * from './schema/health-tracking'
export * from './schema/household'
export * from './schema/feedback'
export * from './schema/treatments'
export * from './schema/analytics'

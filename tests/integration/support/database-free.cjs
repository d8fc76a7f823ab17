// Integration files that open no database: the content layer on the local dataset and on the Sanity emulator, the
// image and webhook routes, the contract coverage and OpenAPI checks, the realtime bus and the Redis rate limiter.
// The PostgreSQL pass would run them a second time for nothing, so it leaves them out (jest.config.mjs); the PGlite
// pass runs them. tests/integration/contracts/database-free.test.ts fails when a listed file reaches a database.
module.exports = [
  'tests/integration/content/local-dataset.test.ts',
  'tests/integration/content/sanity-source.test.ts',
  'tests/integration/content/images-route.test.ts',
  'tests/integration/content/revalidate-route.test.ts',
  'tests/integration/contracts/coverage.test.ts',
  'tests/integration/contracts/openapi.test.ts',
  'tests/integration/contracts/api-docs-routes.test.ts',
  'tests/integration/contracts/database-free.test.ts',
  'tests/integration/realtime/realtime-bus.test.ts',
  'tests/integration/redis-rate-limiter.test.ts',
];

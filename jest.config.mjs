// Two Jest projects: fast unit tests (jsdom) and integration tests against a database (node).
// next/jest puts its own node_modules ignore first, so the ESM-only packages are re-allowed on the final config.
import { createRequire } from 'node:module';
import nextJest from 'next/jest.js';

const databaseFree = createRequire(import.meta.url)('./tests/integration/support/database-free.cjs');

const createJestConfig = nextJest({ dir: './' });
const esmPackages = [
  'next-intl',
  'use-intl',
  'icu-minify',
  '@formatjs',
  'intl-messageformat',
  'jose',
  '@sanity',
  'groq-js',
  'get-it',
  'nanoid',
  'obug',
  'eventsource',
  'eventsource-parser',
  '@apidevtools/json-schema-ref-parser',
  '@scalar/client-side-rendering',
  // file-type (document content sniffing) and its ESM dependencies.
  'file-type',
  'strtok3',
  'token-types',
  'peek-readable',
  '@tokenizer',
  'uint8array-extras',
  '@borewit',
];
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];

const shared = {
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/tests/support/empty-module.js',
  },
  modulePathIgnorePatterns: ['<rootDir>/.next/', '<rootDir>/.data/'],
};

async function project(config) {
  const resolved = await createJestConfig({ ...shared, ...config })();
  return { ...resolved, transformIgnorePatterns };
}

export default async function config() {
  return {
    // Global (Jest reads it only at the top level): PGlite initdb, scrypt and jsdom rendering take seconds
    // on two busy cores, so the 5 s default flakes without telling anything.
    testTimeout: 30_000,
    projects: [
      await project({
        displayName: 'unit',
        testEnvironment: 'jsdom',
        testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
        setupFilesAfterEnv: ['<rootDir>/tests/support/jest-setup.ts', '<rootDir>/tests/support/release-async-storages.ts'],
      }),
      await project({
        displayName: 'integration',
        testEnvironment: 'node',
        testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
        // Migrates one database per run (a PGlite snapshot or a PostgreSQL template) that each file copies.
        globalSetup: '<rootDir>/tests/integration/support/global-setup.cjs',
        globalTeardown: '<rootDir>/tests/integration/support/global-teardown.cjs',
        // Every API answer is checked against its contract (lib/api/contract.ts).
        setupFilesAfterEnv: ['<rootDir>/tests/integration/support/contract-check.ts', '<rootDir>/tests/support/release-async-storages.ts'],
        // The PostgreSQL pass leaves out the files that open no database (the PGlite pass runs them).
        ...(process.env.TEST_DATABASE_URL ? { testPathIgnorePatterns: ['/node_modules/', '/.next/', ...databaseFree.map((file) => `<rootDir>/${file}`)] } : {}),
      }),
    ],
  };
}

// Jest globalSetup of the integration project: migrate ONE database per run, which every test file then copies
// instead of running initdb and the migrations itself (≈ 2 s of PGlite initdb per file before).
// - PGlite: a migrated in-memory instance dumped with dumpDataDir() into a tarball in a temp folder; each file
//   opens PGlite.create({ loadDataDir }) from it (tests/integration/support/test-db.ts).
// - PostgreSQL (TEST_DATABASE_URL): a migrated template database; each file runs `create database … template …`.
// The workers inherit the environment variables set here; test-db.ts migrates per file when they are absent, and
// setup.ts generates a key per file when TEST_IDENTITY_PRIVATE_JWK is.
const { mkdtempSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { generateKeyPairSync, randomBytes } = require('node:crypto');

const MIGRATIONS_FOLDER = join(__dirname, '..', '..', '..', 'drizzle');

module.exports = async function globalSetup() {
  // One identity signing key per run, which every file's useTestDatabase() parses (support/setup.ts) instead of
  // generating its own: an RSA-2048 key pair costs ≈ 165 ms of CPU, and a run opens ≈ 150 files over both passes.
  process.env.TEST_IDENTITY_PRIVATE_JWK ??= JSON.stringify(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }));
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const { Client, Pool } = require('pg');
    const { drizzle } = require('drizzle-orm/node-postgres');
    const { migrate } = require('drizzle-orm/node-postgres/migrator');
    const name = `lh_template_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${name}`);
    } finally {
      await admin.end();
    }
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // One connection, closed before any file copies it: CREATE DATABASE … TEMPLATE refuses a template in use.
    const pool = new Pool({ connectionString: url.toString(), max: 1 });
    try {
      await migrate(drizzle({ client: pool }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await pool.end();
    }
    process.env.TEST_DATABASE_TEMPLATE = name;
    return;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create();
  try {
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    // Uncompressed: ~40 MB in the temp folder, but no gunzip in every file.
    const tarball = await client.dumpDataDir('none');
    const dir = mkdtempSync(join(tmpdir(), 'lh-pglite-snapshot-'));
    const file = join(dir, 'migrated.tar');
    writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
    process.env.TEST_PGLITE_SNAPSHOT = file;
  } finally {
    await client.close();
  }
};

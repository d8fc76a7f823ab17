// Removes what global-setup.cjs made: the PGlite snapshot's temp folder, or the PostgreSQL template database.
const { rmSync } = require('node:fs');
const { dirname } = require('node:path');

module.exports = async function globalTeardown() {
  const snapshot = process.env.TEST_PGLITE_SNAPSHOT;
  if (snapshot) rmSync(dirname(snapshot), { recursive: true, force: true });
  const template = process.env.TEST_DATABASE_TEMPLATE;
  if (template && process.env.TEST_DATABASE_URL) {
    const { Client } = require('pg');
    const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`drop database if exists ${template} with (force)`);
    } finally {
      await admin.end();
    }
  }
};

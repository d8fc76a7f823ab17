// `npm start`: migrate and seed (both idempotent), then serve Next and the wallet websocket on PORT in this
// process (server/app-server.ts). The preparing handle is closed first because PGlite allows one opener.
import { createDatabase } from '@/server/db/create-database';
import { migrateDatabase } from '@/server/db/migrate';
import { seedDatabase } from '@/server/db/seed/seed-database';
import { env } from '@/server/env';
import { ensureIdentityKeys } from '@/server/identity/keys';
import { startAppServer, type AppServer } from '@/server/app-server';

// A stuck socket or query must not keep a stopping instance alive: supervisors wait for the exit.
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function prepare(): Promise<void> {
  const handle = await createDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrateDatabase(handle);
    const { created } = await seedDatabase(handle.db);
    console.log(`[start] ${handle.kind} database migrated; ${created.length} demo player(s) created`);
  } finally {
    await handle.close();
  }
  // The signing key exists before the first request, so tools reading DATA_DIR/keys (e2e tests) find it.
  await ensureIdentityKeys();
}

function stopOnSignals(app: AppServer): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log(`[start] ${signal}: closing sockets, server, bus and database`);
      setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('[start] shutdown failed', error);
          process.exit(1);
        },
      );
    });
  }
}

prepare()
  .then(() => startAppServer({ port: env.PORT }))
  .then(stopOnSignals, (error: unknown) => {
    console.error('[start] could not start', error);
    process.exit(1);
  });

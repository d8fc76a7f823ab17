// `npm start`: migrate and seed (both idempotent), release the database, then run `next start` on PORT.
// The database is closed before Next starts because PGlite allows only one process to open its data folder.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createDatabase } from '@/server/db/create-database';
import { migrateDatabase } from '@/server/db/migrate';
import { seedDatabase } from '@/server/db/seed/seed-database';
import { env } from '@/server/env';
import { ensureIdentityKeys } from '@/server/identity/keys';

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

function startNext(): void {
  const nextBin = createRequire(join(process.cwd(), 'package.json')).resolve('next/dist/bin/next');
  const child = spawn(process.execPath, [nextBin, 'start', '--port', String(env.PORT)], {
    stdio: 'inherit',
    env: { ...process.env, PORT: String(env.PORT) },
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => {
    // Mirror the child's end so supervisors (Playwright, systemd, Docker) see why it stopped.
    if (!signal) process.exit(code ?? 1);
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  });
}

prepare().then(startNext, (error: unknown) => {
  console.error('[start] could not prepare the database', error);
  process.exit(1);
});

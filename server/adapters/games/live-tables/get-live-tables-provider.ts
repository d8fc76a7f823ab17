import 'server-only';
import { env } from '@/server/env';
import { HttpLiveTables } from './http-live-tables';
import type { LiveTablesProvider } from './live-tables-provider';
import { SandboxLiveTables } from './sandbox-live-tables';

let provider: LiveTablesProvider | undefined;

/** The live tables source: the provider's endpoint when LIVE_TABLES_URL is set, else the built-in sandbox. */
export function getLiveTablesProvider(): LiveTablesProvider {
  provider ??= env.LIVE_TABLES_URL ? new HttpLiveTables(env.LIVE_TABLES_URL) : new SandboxLiveTables();
  return provider;
}

/** Tests swap the provider; undefined restores the environment's. */
export function setLiveTablesProviderForTests(next: LiveTablesProvider | undefined): void {
  provider = next;
}

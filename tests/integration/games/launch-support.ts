import { gameLaunchRoute } from '@/server/http/game-launch-route';
import { callGameProvider } from '@/server/adapters/games/game-provider-client';
import { handleSandboxProviderCall } from '@/server/adapters/games/sandbox/sandbox-provider-server';
import { openGameSession } from '@/server/domains/games/open-game-session';
import { recordRecentGame } from '@/server/domains/games/record-recent-game';
import type { LaunchCallKey } from '@/lib/games/launch/endpoints';

export interface RecordedProviderRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

const SANDBOX_PREFIX = /^http:\/\/127\.0\.0\.1:\d+\/api\/sandbox\/providers\/([^/]+)(\/[^?]*)/;

/**
 * A fetch that records every provider request and hands it to the sandbox provider server, as its HTTP call
 * would (the platform's default base URL is its own /api/sandbox/providers/{provider}).
 */
export function sandboxFetch(recorded: RecordedProviderRequest[]): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    recorded.push({ method: init?.method ?? 'GET', url, headers, body });
    const match = SANDBOX_PREFIX.exec(url);
    if (!match) throw new Error(`unexpected provider URL ${url}`);
    return handleSandboxProviderCall(new Request(url, { method: init?.method, headers: init?.headers, body: init?.body }), match[1], match[2]);
  };
}

/** The launch route for `key`, its provider calls recorded and served by the sandbox in-process. */
export function launchRoute(key: LaunchCallKey, recorded: RecordedProviderRequest[], fetchImpl: typeof fetch = sandboxFetch(recorded)) {
  return gameLaunchRoute(key, { openGameSession, callGameProvider: (input) => callGameProvider(input, fetchImpl), recordRecentGame });
}

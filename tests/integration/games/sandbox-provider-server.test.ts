import { POST as sandboxRoute } from '@/app/api/sandbox/providers/[provider]/[...path]/route';
import { buildProviderRequest } from '@/server/adapters/games/game-provider-client';
import { providerEndpoint } from '@/server/adapters/games/provider-endpoint';
import { parseGameProviderEnv } from '@/server/env';
import { readJson } from '../support/http';

// The sandbox provider server checks what a provider would: its credential, the spec's body shape, the
// player session on real calls, and the game. No database is needed.

const BASE = 'http://127.0.0.1:3000/api/sandbox/providers';

function call(provider: string, path: string, body: unknown, headers: Record<string, string> = {}, query = ''): Promise<Response> {
  const request = new Request(`${BASE}/${provider}${path}${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer sandbox-${provider}-key`, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return sandboxRoute(request, { params: Promise.resolve({ provider, path: path.split('/').filter(Boolean) }) });
}

const pragmaticBody = {
  symbol: 'vs40brasscitad',
  language: 'en',
  currency: 'EUR',
  platform: 'WEB',
  stylename: 'luckyharbour',
  lobbyUrl: 'https://site.example/en-UN/online-casino',
  jurisdiction: 'MT',
};

describe('sandbox provider server refusals', () => {
  it('answers a valid demo call', async () => {
    const response = await call('pragmaticplay', '/pragmatic/partner/demoGameUrl', pragmaticBody);
    expect(response.status).toBe(200);
    expect((await readJson(response)).gameUrl).toMatch(
      /^\/game-client\?lang=en&channel=desktop&jurisdiction=MT&ticket=demo_[\w-]+&partnerid=653&moneymode=fun&gameid=casino-brass-citadel&partner=luckyharbour&homeurl=/,
    );
  });

  it('refuses a wrong operator credential with the provider’s error shape (401)', async () => {
    const response = await call('pragmaticplay', '/pragmatic/partner/demoGameUrl', pragmaticBody, { authorization: 'Bearer nope' });
    expect(response.status).toBe(401);
    expect(await readJson(response)).toMatchObject({ error: '2', description: 'Invalid operator credentials' });
  });

  it.each([
    ['a missing field', { ...pragmaticBody, symbol: undefined }, 'symbol'],
    ['an unknown field', { ...pragmaticBody, extra: true }, 'extra'],
    ['another jurisdiction', { ...pragmaticBody, jurisdiction: 'UK' }, 'jurisdiction'],
    ['a wrong platform', { ...pragmaticBody, platform: 'TABLET' }, 'platform'],
  ])('refuses %s (400, naming the field)', async (_label, body, field) => {
    const response = await call('pragmaticplay', '/pragmatic/partner/demoGameUrl', body);
    expect(response.status).toBe(400);
    const answer = await readJson<{ error: string; issues: string[] }>(response);
    expect(answer.error).toBe('7');
    expect(answer.issues.join(' ')).toContain(field);
  });

  it('refuses a real call without the player session, and answers it with the session as ticket', async () => {
    const body = { GameCode: 'PP_WIZARDGAMES_CANYONCRASH', CurrencyCode: 'EUR', LanguageCode: 'en', PlayerIP: '198.51.100.1', CountryCode: 'FI' };
    const refused = await call('pariplay', '/pariplay/context/real', body);
    expect(refused.status).toBe(401);
    expect(await readJson(refused)).toMatchObject({ Error: { ErrorCode: 4 } });
    const answered = await readJson<{ gameUrl: string }>(await call('pariplay', '/pariplay/context/real', body, { 'x-player-session': 'session-token-123' }));
    const url = new URL(answered.gameUrl, 'http://x');
    expect(url.searchParams.get('ticket')).toBe('session-token-123');
    expect(url.searchParams.get('moneymode')).toBe('real');
    expect(url.searchParams.get('gameid')).toBe('casino-canyon-crash');
  });

  it('refuses softswiss demo with playerCurrentCountryCode (real only) and real without it', async () => {
    const demo = {
      game: 'pgsoft:amberwalrus',
      currency: 'EUR',
      locale: 'en_GB',
      ip: null,
      urls: { return_url: '/en-UN', deposit_url: '/en-UN/deposit' },
      jurisdiction: 'MT',
      client_type: 'desktop',
    };
    expect((await call('softswiss', '/softswiss/context/demo', { ...demo, playerCurrentCountryCode: 'FI' })).status).toBe(400);
    expect((await call('softswiss', '/softswiss/context/real', demo, { 'x-player-session': 's' })).status).toBe(400);
    expect((await call('softswiss', '/softswiss/context/real', { ...demo, playerCurrentCountryCode: 'FI' }, { 'x-player-session': 's' })).status).toBe(200);
  });

  it('refuses a body on yggdrasil’s session call, requireNew outside Play’n GO, unknown games, paths and providers', async () => {
    const session = { 'x-player-session': 's' };
    expect((await call('yggdrasil', '/yggdrasil/player/auth/session', { gameId: 'x' }, session)).status).toBe(400);
    expect(await readJson(await call('yggdrasil', '/yggdrasil/player/auth/session', {}, session))).toEqual({ sessionId: 's', gameUrl: '/game-client' });
    expect((await call('quickspin', '/quickspin/generatetoken', {}, session, '?requireNew=true')).status).toBe(400);
    expect(await readJson(await call('playngo', '/playngo/auth/token_generation', {}, session, '?requireNew=true'))).toEqual({
      token: 's',
      gameUrl: '/game-client',
    });
    expect((await call('elk', '/games/ticket/demo', { gameId: 'nosuchgame', channel: 'desktop', partner: 653, jurisdiction: 'MT' })).status).toBe(404);
    expect((await call('elk', '/pragmatic/partner/demoGameUrl', pragmaticBody)).status).toBe(404);
    expect((await call('nosuchprovider', '/games/ticket/demo', {})).status).toBe(404);
    expect((await call('elk', '/games/ticket/demo', 'not json')).status).toBe(400);
  });
});

describe('provider endpoints and proxies (spec games-wallet-bonuses §7 proxy country lists)', () => {
  const config = parseGameProviderEnv({
    GAME_PROVIDER_RELAX_URL: 'https://api.relax.example/v1/',
    GAME_PROVIDER_RELAX_API_KEY: 'relax-secret',
    GAME_PROVIDER_RELAX_PROXY_URL: 'https://proxy.operator.example/relax',
  });

  it('reads GAME_PROVIDER_<NAME>_* and rejects a bad URL', () => {
    expect(config).toEqual({ relax: { url: 'https://api.relax.example/v1', apiKey: 'relax-secret', proxyUrl: 'https://proxy.operator.example/relax' } });
    expect(() => parseGameProviderEnv({ GAME_PROVIDER_ELK_URL: 'ftp://x' })).toThrow(/GAME_PROVIDER_ELK_URL/);
  });

  it('uses the proxy for the provider’s proxy countries only, the sandbox when unconfigured', () => {
    expect(providerEndpoint('relax', 'SE', config)).toEqual({
      baseUrl: 'https://proxy.operator.example/relax',
      apiKey: 'relax-secret',
      proxied: true,
      sandbox: false,
    });
    expect(providerEndpoint('relax', 'FI', config)).toEqual({
      baseUrl: 'https://api.relax.example/v1',
      apiKey: 'relax-secret',
      proxied: false,
      sandbox: false,
    });
    expect(providerEndpoint('elk', 'SE', config)).toEqual({ baseUrl: `${BASE}/elk`, apiKey: 'sandbox-elk-key', proxied: false, sandbox: true });
  });

  it('builds the provider request with the game code, observed IP and session header', () => {
    expect(
      buildProviderRequest({
        key: 'gameTicket',
        provider: 'hacksaw',
        body: { gameId: 'casino-beacon-scratch', channel: 'mobile', partner: 653, jurisdiction: 'MT' },
        providerGameId: 'beaconscratch',
        ipAddress: '198.51.100.9',
        sessionToken: 'tok',
        countryCode: 'SE',
      }),
    ).toEqual({
      method: 'POST',
      url: `${BASE}/hacksaw/games/ticket`,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: 'Bearer sandbox-hacksaw-key', 'X-Player-Session': 'tok' },
      body: { gameId: 'beaconscratch', channel: 'mobile', partner: 653, jurisdiction: 'MT' },
    });
  });
});

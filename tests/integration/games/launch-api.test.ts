import { eq } from 'drizzle-orm';
import { POST as demoDetailRoute } from '@/app/api/v1/games/detail/demo/route';
import { POST as realDetailRoute } from '@/app/api/v1/games/detail/route';
import { buildGameDetailCall, buildLaunchCall, type LaunchContext } from '@/lib/games/launch/build-launch-call';
import type { LaunchGameDetail } from '@/lib/games/launch/game-detail';
import { gameSessions, players, recentGames } from '@/server/db/schema';
import { hashGameSessionToken } from '@/server/domains/games/game-session-token';
import { setClientAddressPolicyForTests } from '@/server/http/client-info';
import { apiRequest, readJson } from '../support/http';
import { identityTokenFor, insertPlayer } from '../support/players';
import { useTestDatabase } from '../support/setup';
import { launchRoute, type RecordedProviderRequest } from './launch-support';

const database = useTestDatabase();
// One trusted proxy in front: its appended X-Forwarded-For entry is the address the provider gets.
beforeEach(() => setClientAddressPolicyForTests({ trustedProxyHops: 1 }));
const IP = '198.51.100.23';
const SANDBOX = 'http://127.0.0.1:3000/api/sandbox/providers';

async function detailOf(slug: string): Promise<LaunchGameDetail> {
  const call = buildGameDetailCall({
    mode: 'fun',
    slug,
    locale: 'en-UN',
    language: 'en',
    countryCode: 'FI',
    playerCountryCode: null,
    currency: 'EUR',
    channel: 'desktop',
  });
  const response = await demoDetailRoute(apiRequest(`/v1${call.path}`, { method: 'POST', body: call.body, headers: { 'x-forwarded-for': IP } }));
  const answer = await readJson<{ data: { gameDetail: LaunchGameDetail; ipAddress: string } }>(response);
  expect(answer.data.ipAddress).toBe(IP);
  return answer.data.gameDetail;
}

function contextFor(game: LaunchGameDetail, mode: 'fun' | 'real', extra: Partial<LaunchContext> = {}): LaunchContext {
  return {
    mode,
    game,
    locale: 'en-UN',
    language: 'en',
    countryCode: 'FI',
    currentCountryCode: 'FI',
    currency: 'EUR',
    channel: 'desktop',
    ipAddress: '10.0.0.1', // whatever the site sends, the provider gets the address the platform observed
    lobbyUrl: 'http://localhost:3000/en-UN/online-casino',
    depositUrl: 'http://localhost:3000/en-UN/deposit',
    ...extra,
  };
}

async function launch(
  game: LaunchGameDetail,
  mode: 'fun' | 'real',
  options: { token?: string; extra?: Partial<LaunchContext>; fetchImpl?: typeof fetch } = {},
) {
  const recorded: RecordedProviderRequest[] = [];
  const call = buildLaunchCall(contextFor(game, mode, options.extra));
  const query = call.query ? `?${new URLSearchParams(call.query)}` : '';
  const headers: Record<string, string> = { 'x-forwarded-for': IP };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await launchRoute(
    call.key,
    recorded,
    options.fetchImpl,
  )(apiRequest(`/v1${call.path}${query}`, { method: 'POST', body: call.body, headers }));
  return { call, status: response.status, body: await readJson<Record<string, unknown>>(response), recorded };
}

const demoHeaders = (provider: string) => ({ accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer sandbox-${provider}-key` });

describe('game launch through the platform to the sandbox providers: the exact provider requests', () => {
  it('demo ticket: the provider gets its own game code, no player session, and answers a demo ticket', async () => {
    const game = await detailOf('amber-reef');
    expect(game).toMatchObject({ _type: 'casinoGames', id: 'casino-amber-reef', provider: { id: 'elk' }, providerGameId: 'amberreef' });
    const { status, body, recorded } = await launch(game, 'fun');
    expect(status).toBe(200);
    expect(recorded).toEqual([
      {
        method: 'POST',
        url: `${SANDBOX}/elk/games/ticket/demo`,
        headers: demoHeaders('elk'),
        body: { gameId: 'amberreef', channel: 'desktop', partner: 653, jurisdiction: 'MT' },
      },
    ]);
    expect(body).toEqual({ ticket: expect.stringMatching(/^demo_/), gameUrl: '/game-client' });
  });

  it('pragmatic demo URL: the body as the spec lists it, answered with a fun game-client link', async () => {
    const game = await detailOf('brass-citadel');
    const { body, recorded } = await launch(game, 'fun', { extra: { language: 'ja', channel: 'mobile' } });
    expect(recorded).toEqual([
      {
        method: 'POST',
        url: `${SANDBOX}/pragmaticplay/pragmatic/partner/demoGameUrl`,
        headers: demoHeaders('pragmaticplay'),
        body: {
          symbol: 'vs40brasscitad',
          language: 'ja_JP',
          currency: 'EUR',
          platform: 'MOBILE',
          stylename: 'luckyharbour',
          lobbyUrl: 'http://localhost:3000/en-UN/online-casino',
          jurisdiction: 'MT',
        },
      },
    ]);
    const url = new URL(String(body.gameUrl), 'http://localhost');
    expect(url.pathname).toBe('/game-client');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'ja_JP',
      channel: 'mobile',
      jurisdiction: 'MT',
      ticket: expect.stringMatching(/^demo_/),
      partnerid: '653',
      moneymode: 'fun',
      gameid: 'casino-brass-citadel',
      partner: 'luckyharbour',
      homeurl: 'http://localhost:3000/en-UN/online-casino',
      fullscreen: 'true',
    });
  });

  it('pariplay and softswiss demo: the IP field carries the address the platform observed', async () => {
    const pariplay = await launch(await detailOf('canyon-crash'), 'fun');
    expect(pariplay.recorded[0]).toEqual({
      method: 'POST',
      url: `${SANDBOX}/pariplay/pariplay/context/demo`,
      headers: demoHeaders('pariplay'),
      body: { GameCode: 'PP_WIZARDGAMES_CANYONCRASH', CurrencyCode: 'EUR', LanguageCode: 'en', PlayerIP: IP, CountryCode: 'FI' },
    });
    expect(pariplay.body.gameUrl).toMatch(/^\/game-client\?lang=en&channel=desktop&jurisdiction=MT&ticket=demo_/);
    const softswiss = await launch(await detailOf('amber-walrus'), 'fun');
    expect(softswiss.recorded[0].body).toEqual({
      game: 'pgsoft:amberwalrus',
      currency: 'EUR',
      locale: 'en_GB',
      ip: IP,
      urls: { return_url: 'http://localhost:3000/en-UN/online-casino', deposit_url: 'http://localhost:3000/en-UN/deposit' },
      jurisdiction: 'MT',
      client_type: 'desktop',
    });
  });

  it('evolution demo authenticate carries currency and language', async () => {
    const game = await detailOf('boardwalk-caribbean-stud');
    const { status, recorded } = await launch(game, 'fun');
    expect(status).toBe(200);
    expect(recorded[0]).toMatchObject({
      url: `${SANDBOX}/evolution/evolution/user/authenticate/demo`,
      body: {
        gameCategory: 'poker',
        tableId: 'evogdvy2qrch3osl',
        wrapped: true,
        mobile: false,
        lobbyURL: 'http://localhost:3000/en-UN/online-casino',
        ipAddress: IP,
        currency: 'EUR',
        language: 'en',
      },
    });
  });
});

describe('real-money launch', () => {
  async function signedIn(flags: Partial<typeof players.$inferInsert> = {}) {
    const { db } = database().handle;
    const playerId = await insertPlayer(db);
    if (Object.keys(flags).length > 0) await db.update(players).set(flags).where(eq(players.playerId, playerId));
    return { db, playerId, token: await identityTokenFor(playerId) };
  }

  it('needs a session (401) and opens a game session whose token is the ticket', async () => {
    const game = await detailOf('amber-reef');
    expect((await launch(game, 'real')).status).toBe(401);
    const { db, playerId, token } = await signedIn();
    const { status, body, recorded } = await launch(game, 'real', { token });
    expect(status).toBe(200);
    const ticket = String(body.ticket);
    expect(recorded).toEqual([
      {
        method: 'POST',
        url: `${SANDBOX}/elk/games/ticket`,
        headers: { ...demoHeaders('elk'), 'x-player-session': ticket },
        body: { gameId: 'amberreef', channel: 'desktop', partner: 653, jurisdiction: 'MT' },
      },
    ]);
    const [session] = await db
      .select()
      .from(gameSessions)
      .where(eq(gameSessions.tokenHash, hashGameSessionToken(ticket)));
    expect(session).toMatchObject({ playerId, provider: 'elk', gameId: 'casino-amber-reef', currency: 'EUR', channel: 'desktop', ipAddress: IP });
    // CONTRACTS §5: a real-money launch marks the game as recently played (a demo launch does not).
    const recent = await db.select({ playerId: recentGames.playerId, gameId: recentGames.gameId, lobbyPageType: recentGames.lobbyPageType }).from(recentGames);
    expect(recent).toEqual([{ playerId, gameId: 'casino-amber-reef', lobbyPageType: 'casino' }]);
    await launch(await detailOf('brass-citadel'), 'fun');
    expect(await db.select().from(recentGames)).toHaveLength(1);
  });

  it('a virtual race opens a VIRTUAL_SPORTS session, is recent in the virtual lobby, and needs only virtual sports access', async () => {
    const { db, playerId, token } = await signedIn({ casino: false, liveCasino: false });
    const { status, body, recorded } = await launch(await detailOf('harbour-derby'), 'real', { token });
    expect(status).toBe(200);
    expect(recorded.map((request) => request.url)).toEqual([`${SANDBOX}/tidalvirtuals/games/ticket`]);
    const [session] = await db
      .select()
      .from(gameSessions)
      .where(eq(gameSessions.tokenHash, hashGameSessionToken(String(body.ticket))));
    expect(session).toMatchObject({ playerId, provider: 'tidalvirtuals', gameId: 'virtual-harbour-derby', vertical: 'VIRTUAL_SPORTS' });
    const recent = await db.select({ gameId: recentGames.gameId, lobbyPageType: recentGames.lobbyPageType }).from(recentGames);
    expect(recent).toEqual([{ gameId: 'virtual-harbour-derby', lobbyPageType: 'virtualSports' }]);
  });

  it.each([
    ['brass-citadel', 'pragmaticplay/pragmatic/partner/realGameUrl', 'gameUrl'],
    ['canyon-crash', 'pariplay/pariplay/context/real', 'gameUrl'],
    ['amber-walrus', 'softswiss/softswiss/context/real', 'gameUrl'],
    ['aces-and-faces-comet', 'playngo/playngo/auth/token_generation', 'token'],
    ['boardwalk-three-card-poker', 'creedroomz/creedroomz/token/generate', 'token'],
    ['brass-monsoon-ways', 'yggdrasil/yggdrasil/player/auth/session', 'sessionId'],
    ['boardwalk-caribbean-stud', 'evolution/evolution/user/authenticate', 'gameUrl'],
    ['amber-menagerie', 'quickspin/quickspin/generatetoken', 'token'],
    ['amber-teacup', 'relax/relaxgaming/generatetoken', 'token'],
    ['boardwalk-bingo', 'pragmaticplay/pragmatic/generatetoken', 'token'],
    ['moonlit-deck-blackjack-party', 'skywind/games/token', 'token'],
  ])('%s launches for real at %s and answers a %s', async (slug, path, answer) => {
    const { token } = await signedIn();
    const { status, body, recorded } = await launch(await detailOf(slug), 'real', { token, extra: { countryCode: 'FI' } });
    expect(status).toBe(200);
    expect(recorded).toHaveLength(1);
    expect(recorded[0].url).toBe(`${SANDBOX}/${path}`);
    const session = recorded[0].headers['x-player-session'];
    expect(session).toMatch(/.{20,}/);
    if (answer === 'gameUrl') expect(new URL(String(body.gameUrl), 'http://x').searchParams.get('ticket')).toBe(session);
    else expect(body[answer]).toBe(session);
    if (answer === 'gameUrl') expect(new URL(String(body.gameUrl), 'http://x').searchParams.get('moneymode')).toBe('real');
  });

  it('softswiss real sends playerCurrentCountryCode; creedroomz the observed ipAddress; playngo forwards requireNew', async () => {
    const { token } = await signedIn();
    const softswiss = await launch(await detailOf('amber-walrus'), 'real', { token, extra: { currentCountryCode: 'SE' } });
    expect(softswiss.recorded[0].body).toMatchObject({ playerCurrentCountryCode: 'SE' });
    const creedroomz = await launch(await detailOf('boardwalk-three-card-poker'), 'real', { token });
    expect(creedroomz.recorded[0].body).toEqual({ ipAddress: IP });
    const playngo = await launch(await detailOf('aces-and-faces-comet'), 'real', { token, extra: { requireNew: true } });
    expect(playngo.recorded[0].url).toBe(`${SANDBOX}/playngo/playngo/auth/token_generation?requireNew=true`);
    expect(playngo.recorded[0].body).toEqual({});
  });

  it.each([
    [{ payout: true }, 'amber-reef', 'payoutRisk'],
    [{ multibrandSuspended: true }, 'amber-reef', 'multibrandSuspended'],
    [{ casino: false }, 'amber-reef', 'casinoAccess'],
    [{ liveCasino: false }, 'boardwalk-caribbean-stud', 'liveCasinoAccess'],
    [{ virtualSports: false }, 'harbour-derby', 'virtualSportsAccess'],
  ])('refuses %o on %s (403 %s) without asking the provider or opening a session', async (flags, slug, reason) => {
    const { db, token } = await signedIn(flags);
    const { status, body, recorded } = await launch(await detailOf(slug), 'real', { token });
    expect(status).toBe(403);
    expect(body).toMatchObject({ code: 'error.game.access.denied', additionalInfo: { reason } });
    expect(recorded).toEqual([]);
    expect(await db.select().from(gameSessions)).toEqual([]);
  });

  it('the real game-detail call applies the same guards', async () => {
    const { token } = await signedIn({ payout: true });
    const call = buildGameDetailCall({
      mode: 'real',
      slug: 'amber-reef',
      locale: 'en-UN',
      language: 'en',
      countryCode: 'FI',
      playerCountryCode: 'FI',
      currency: 'EUR',
      channel: 'desktop',
    });
    const response = await realDetailRoute(apiRequest(`/v1${call.path}`, { method: 'POST', body: call.body, headers: { authorization: `Bearer ${token}` } }));
    expect(response.status).toBe(403);
  });

  it("maps Evolution's 400 to error.game.evolution.auth (the site signs out) and other refusals to launch.failed", async () => {
    const { token } = await signedIn();
    const game = await detailOf('boardwalk-caribbean-stud');
    const refusing =
      (status: number): typeof fetch =>
      async () =>
        Response.json({ errors: [{ code: 'G.0' }] }, { status });
    expect(await launch(game, 'real', { token, fetchImpl: refusing(400) })).toMatchObject({ status: 400, body: { code: 'error.game.evolution.auth' } });
    expect(await launch(game, 'real', { token, fetchImpl: refusing(500) })).toMatchObject({ status: 502, body: { code: 'error.game.launch.failed' } });
    const other = await detailOf('amber-reef');
    expect(await launch(other, 'real', { token, fetchImpl: refusing(400) })).toMatchObject({ status: 502, body: { code: 'error.game.launch.failed' } });
  });
});

describe('launch requests the platform refuses', () => {
  it('a game of another provider, or a provider code that is not the game’s, is error.game.mismatch', async () => {
    const pragmatic = await detailOf('brass-citadel');
    const asPariplay = { ...pragmatic, provider: { id: 'pariplay', title: 'Pariplay' } };
    expect(await launch(asPariplay, 'fun')).toMatchObject({ status: 400, body: { code: 'error.game.mismatch' }, recorded: [] });
    expect(await launch({ ...pragmatic, providerGameId: 'vs20other' }, 'fun')).toMatchObject({
      status: 400,
      body: { code: 'error.game.mismatch' },
      recorded: [],
    });
  });

  it('an unknown game is 404; a body off the spec is a 400 field error', async () => {
    const game = await detailOf('amber-reef');
    expect(await launch({ ...game, id: 'casino-nope' }, 'fun')).toMatchObject({ status: 404, body: { code: 'error.game.not_found' } });
    const recorded: RecordedProviderRequest[] = [];
    const response = await launchRoute(
      'gameTicketDemo',
      recorded,
    )(
      apiRequest('/v1/games/ticket/demo', { method: 'POST', body: { gameId: 'casino-amber-reef', channel: 'tv', partner: 654, jurisdiction: 'MT', extra: 1 } }),
    );
    expect(response.status).toBe(400);
    const body = await readJson<{ code: string; fieldErrors: { field: string }[] }>(response);
    expect(body.code).toBe('error.request.validation');
    expect(body.fieldErrors.map((error) => error.field).sort()).toEqual(['channel', 'extra', 'partner']);
    expect(recorded).toEqual([]);
  });

  it('game detail answers gameDetail null for an unknown slug or a game hidden in the market', async () => {
    const call = (slug: string, locale: string) =>
      buildGameDetailCall({ mode: 'fun', slug, locale, language: 'en', countryCode: 'FI', playerCountryCode: null, currency: 'EUR', channel: 'desktop' });
    for (const [slug, locale] of [
      ['no-such-game', 'en-UN'],
      ['aces-and-faces-carousel', 'de-DE'],
    ]) {
      const request = call(slug, locale);
      const answer = await readJson(await demoDetailRoute(apiRequest(`/v1${request.path}`, { method: 'POST', body: request.body })));
      expect(answer).toEqual({ data: { gameDetail: null, ipAddress: null } });
    }
  });
});

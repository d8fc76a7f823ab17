import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { GameLauncher } from '@/components/game/game-launcher';
import { useSiteHeaderStore } from '@/lib/games/site-header-store';
import { useAuthStore } from '@/lib/identity/ui-auth-store';
import { useLoginStore } from '@/lib/identity/ui-login-store';
import { renderIdentity } from '../identity-ui/render-identity';

const replace = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace, push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/en-UN/play/amber-reef',
  useSearchParams: () => new URLSearchParams(),
}));
jest.setTimeout(20_000);

const json = (status: number, body: unknown) => ({ ok: status < 400, status, statusText: '', json: async () => body });
const detail = (type: 'casinoGames' | 'liveCasinoGames' = 'casinoGames') => ({
  data: {
    gameDetail: {
      _type: type,
      id: 'casino-amber-reef',
      slug: 'amber-reef',
      name: 'Amber Reef',
      provider: { id: 'elk', title: 'ELK Studios' },
      providerGameId: 'amberreef',
      tableId: null,
      gameType: 'slots',
    },
    ipAddress: '198.51.100.4',
  },
});
let fetchMock: jest.Mock;

beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  })) as unknown as typeof window.matchMedia;
});

beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock;
  replace.mockReset();
  useSiteHeaderStore.getState().clear();
  useLoginStore.setState({ open: false, redirect: null });
  useAuthStore.setState({ status: 'resolved', authorized: false, playerId: null });
});

const props = {
  slug: 'amber-reef',
  locale: 'en-UN',
  language: 'en',
  market: 'UN',
  lobby: 'casino',
  name: 'Amber Reef',
  providerTitle: 'ELK Studios',
  route: 'play',
} as const;

describe('GameLauncher (spec games-wallet-bonuses §4 game launch states)', () => {
  afterEach(() => window.sessionStorage.clear());

  const homeUrlOfFrame = async () => new URL(screen.getByTestId('game-frame').getAttribute('src')!, 'http://localhost').searchParams.get('homeurl');

  it("sends the page the player came from on this site as the frame's lobby (home) URL", async () => {
    window.sessionStorage.setItem('lh:page-trail', JSON.stringify({ current: '/en-UN/online-casino/slots?provider=elk', previous: '/en-UN' }));
    fetchMock.mockResolvedValueOnce(json(200, detail())).mockResolvedValueOnce(json(200, { ticket: 'demo_abc', gameUrl: '/game-client' }));
    renderIdentity(<GameLauncher {...props} />);
    await screen.findByTestId('game-frame');
    expect(await homeUrlOfFrame()).toBe('http://localhost/en-UN/online-casino/slots?provider=elk');
  });

  it("sends the lobby of the game's vertical when the player came from nowhere on the site (a virtual race: /virtuals)", async () => {
    fetchMock.mockResolvedValueOnce(json(200, detail())).mockResolvedValueOnce(json(200, { ticket: 'demo_abc', gameUrl: '/game-client' }));
    renderIdentity(<GameLauncher {...props} lobby="virtualSports" />);
    await screen.findByTestId('game-frame');
    expect(await homeUrlOfFrame()).toBe('http://localhost/en-UN/virtuals');
  });

  it('launches a visitor in demo: detail, then the demo ticket, then the frame with a fun launch link', async () => {
    fetchMock.mockResolvedValueOnce(json(200, detail())).mockResolvedValueOnce(json(200, { ticket: 'demo_abc', gameUrl: '/game-client' }));
    renderIdentity(<GameLauncher {...props} />);
    const frame = await screen.findByTestId('game-frame');
    expect(frame.getAttribute('src')).toMatch(
      /^\/en-UN\/game-client\?lang=en&channel=desktop&jurisdiction=MT&ticket=demo_abc&partnerid=653&moneymode=fun&gameid=casino-amber-reef&/,
    );
    expect(screen.getByTestId('game-launcher')).toHaveAttribute('data-state', 'GAME');
    const [detailUrl, detailInit] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(detailUrl).toBe('/api/v1/games/detail/demo');
    expect(JSON.parse(detailInit.body as string)).toMatchObject({ isDemo: true, slug: 'amber-reef', platform: 'desktop', locale: 'en-UN', enabled: true });
    const [ticketUrl, ticketInit] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(ticketUrl).toBe('/api/v1/games/ticket/demo');
    expect(JSON.parse(ticketInit.body as string)).toEqual({ gameId: 'casino-amber-reef', channel: 'desktop', partner: 653, jurisdiction: 'MT' });
    expect(useSiteHeaderStore.getState()).toMatchObject({
      gameTitle: 'Amber Reef',
      gameId: 'casino-amber-reef',
      providerTitle: 'ELK Studios',
      siteHeaderType: 'game',
    });
  });

  it('shows the spec error screen when game detail has no data, and "Real money" opens sign-in for visitors', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: { gameDetail: null, ipAddress: null } }));
    renderIdentity(<GameLauncher {...props} />);
    const error = await screen.findByTestId('game-error');
    expect(error).toHaveTextContent('SOMETHING WENT WRONG');
    expect(error).toHaveTextContent('Please try again');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('mode-real'));
    expect(useLoginStore.getState()).toMatchObject({ open: true, redirect: '/' });
    expect(screen.getByTestId('mode-fun')).toHaveAttribute('aria-pressed', 'true');
  });

  it('launches a signed-in player for real, and sends a live table found through /play to the live play path', async () => {
    act(() => useAuthStore.setState({ authorized: true, playerId: 7 }));
    fetchMock.mockImplementation(async (url: string) => {
      if (url.endsWith('/player/access/context')) return json(401, { status: 401, code: 'error.unauthorized', message: 'x' });
      if (url.includes('/games/detail')) return json(200, detail('liveCasinoGames'));
      return json(200, { token: 't', gameUrl: '/game-client' });
    });
    renderIdentity(<GameLauncher {...props} />);
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/en-UN/live-casino-online/play/elk/amber-reef'));
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/v1/games/detail');
    expect(screen.getByTestId('game-launcher')).toHaveAttribute('data-mode', 'real');
    expect(screen.queryByTestId('game-frame')).toBeNull();
  });

  it('shows the access error for a refused launch', async () => {
    act(() => useAuthStore.setState({ authorized: true, playerId: 7 }));
    fetchMock.mockImplementation(async (url: string) => {
      if (url.endsWith('/player/access/context')) return json(500, {});
      if (url.includes('/games/detail')) return json(200, detail());
      return json(403, { status: 403, code: 'error.game.access.denied', message: 'no' });
    });
    renderIdentity(<GameLauncher {...props} route="casino" />);
    expect(await screen.findByTestId('game-error')).toHaveTextContent('This game is not available for your account.');
  });
});

describe('site header store (spec games-wallet-bonuses §3)', () => {
  it('full screen hides the header and back', () => {
    const store = useSiteHeaderStore.getState();
    store.setGame({ gameTitle: 'G', gameId: 'g', providerTitle: 'P' });
    store.setFullScreen(true);
    expect(useSiteHeaderStore.getState()).toMatchObject({ isFullScreen: true, headerVisibility: false, siteHeaderType: 'game', metadata: {} });
    useSiteHeaderStore.getState().setFullScreen(false);
    expect(useSiteHeaderStore.getState()).toMatchObject({ isFullScreen: false, headerVisibility: true });
    useSiteHeaderStore.getState().clear();
    expect(useSiteHeaderStore.getState()).toMatchObject({ gameTitle: null, siteHeaderType: 'default' });
  });
});

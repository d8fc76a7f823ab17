import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { FavouriteButton } from '@/components/games/favourite-button';
import { FavouritesSync } from '@/components/games/favourites-sync';
import { useFavouritesStore } from '@/lib/games/favourites-store';
import { useAuthStore } from '@/lib/identity/ui-auth-store';
import { useLoginStore } from '@/lib/identity/ui-login-store';
import { makeQueryClient } from '@/lib/ui/query-client';
import { useToastStore } from '@/lib/ui/toast-store';
import { SESSION_HINT_COOKIE } from '@/lib/session/constants';
import type { Game } from '@/lib/content/types/games';
import { renderWithIntl } from '../components/render-with-intl';

jest.setTimeout(20_000);

const GAME = { gameId: 'casino-dune-bloom', gameName: 'Dune Bloom', lobbyPageType: 'casino' as const };

/** A signed-in player: the gate's hint cookie, and the session check's answer (the auth store) accepting it. */
function setSessionHint(present: boolean) {
  document.cookie = present ? `${SESSION_HINT_COOKIE}=1; path=/` : `${SESSION_HINT_COOKIE}=; path=/; max-age=0`;
  useAuthStore.getState().resolve(present ? 1 : null);
}

type Call = { url: string; method: string; body: unknown };

// jsdom has no fetch Response; the client reads only these members.
const reply = (status: number, body: unknown) => ({
  ok: status < 400,
  status,
  headers: new Headers(),
  json: async () => body,
  text: async () => JSON.stringify(body),
});

/** The game's tile data as the platform sends it with each favourite (the my-games contract's game). */
const tile = (gameId: string): Game => ({
  id: gameId,
  type: 'casino',
  name: gameId,
  slug: gameId,
  provider: { id: 'elk', title: 'ELK Studios', restrictedCountries: [] },
  subProvider: null,
  gameType: 'slots',
  channels: ['desktop', 'mobile'],
  betLimits: [],
  jackpotExist: false,
  thumbnail: null,
  verticalImage: null,
  gridSizes: { desktop: '1x', tablet: '1x', mobile: '1x' },
  seats: null,
  seatsTaken: null,
  restrictedCountries: [],
  removeOverlay: false,
});

/** A platform that keeps favourites in memory; `refuse` makes writes fail with a 500. */
function fakePlatform(initial: string[], options: { refuse?: boolean; holdWrites?: boolean } = {}) {
  const favourites = [...initial];
  const calls: Call[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(init.body as string) : undefined;
    calls.push({ url, method, body });
    if (method === 'GET') {
      const data = favourites.map((gameId) => ({ gameId, lobbyPageType: 'casino', createdAt: '2026-11-23T00:00:00Z', game: tile(gameId) }));
      return reply(200, { data });
    }
    if (options.holdWrites) await held;
    if (options.refuse) return reply(500, { status: 500, code: 'error.system.error', message: 'x' });
    if (method === 'POST') favourites.push(body.gameId);
    if (method === 'DELETE') favourites.splice(favourites.indexOf(body.gameId), 1);
    return reply(method === 'DELETE' ? 204 : 201, method === 'DELETE' ? null : { ...body, createdAt: '2026-11-23T00:00:00Z' });
  }) as unknown as typeof fetch;
  return { calls, release };
}

const initialStore = useFavouritesStore.getState();

/** The heart with the page's one favourites sync (the locale layout mounts it), or `count` hearts of a lobby. */
function renderButton(count = 1) {
  return renderWithIntl(
    <QueryClientProvider client={makeQueryClient()}>
      <FavouritesSync />
      {Array.from({ length: count }, (_, index) => (
        <FavouriteButton
          key={index}
          {...GAME}
          gameId={index === 0 ? GAME.gameId : `casino-game-${index}`}
          gameName={index === 0 ? GAME.gameName : `Game ${index}`}
        />
      ))}
    </QueryClientProvider>,
  );
}

const heart = () => screen.getAllByTestId('favourite-button')[0]!;

beforeEach(() => {
  useFavouritesStore.setState(initialStore, true);
  useLoginStore.setState({ open: false });
  useToastStore.getState().clear();
});

describe('FavouriteButton', () => {
  it('a visitor gets the login popup and nothing is fetched', () => {
    setSessionHint(false);
    const { calls } = fakePlatform([]);
    renderButton();
    expect(heart()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(heart()).not.toHaveAttribute('aria-pressed');
    fireEvent.click(heart());
    expect(useLoginStore.getState().open).toBe(true);
    expect(calls).toEqual([]);
  });

  it('a signed-in player adds optimistically (before the platform answers) and removes', async () => {
    setSessionHint(true);
    const platform = fakePlatform([], { holdWrites: true });
    renderButton();
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
    expect(heart()).toHaveAccessibleName('Add Dune Bloom to favourites');
    fireEvent.click(heart());
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(platform.calls.at(-1)).toEqual({ url: '/api/v1/player/games/lobby', method: 'POST', body: { gameId: GAME.gameId, lobbyPageType: 'casino' } });
    await act(async () => platform.release());
    await waitFor(() => expect(heart()).toHaveAccessibleName('Remove Dune Bloom from favourites'));
    fireEvent.click(heart());
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(platform.calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(useLoginStore.getState().open).toBe(false);
  });

  it('rolls back and tells the player when the platform refuses', async () => {
    setSessionHint(true);
    fakePlatform(['casino-dune-bloom'], { refuse: true });
    renderButton();
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.click(heart());
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual(['Your favourites could not be updated. Please try again.']),
    );
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
  });

  it('a lobby of many hearts reads one favourites list per lobby, and each heart shows its own game', async () => {
    setSessionHint(true);
    const platform = fakePlatform(['casino-game-2']);
    renderButton(12);
    await waitFor(() => expect(screen.getAllByTestId('favourite-button')[2]).toHaveAttribute('aria-pressed', 'true'));
    const pressed = screen.getAllByTestId('favourite-button').map((button) => button.getAttribute('aria-pressed'));
    expect(pressed).toEqual(pressed.map((_, index) => (index === 2 ? 'true' : 'false')));
    expect(
      platform.calls
        .filter((call) => call.method === 'GET')
        .map((call) => call.url)
        .sort(),
    ).toEqual([
      '/api/v1/player/games/favourites?category=casino&limit=100',
      '/api/v1/player/games/favourites?category=liveCasino&limit=100',
      '/api/v1/player/games/favourites?category=virtualSports&limit=100',
    ]);
  });
});

'use client';

import { useQuery } from '@tanstack/react-query';
import { browserPlatformClient } from '@/lib/api/client';
import { buildGameDetailCall, buildLaunchCall, type LaunchContext } from '@/lib/games/launch/build-launch-call';
import type { LaunchChannel, MoneyMode } from '@/lib/games/launch/constants';
import { NO_GAME_DATA, requireGameDetail, type LaunchGameDetail } from '@/lib/games/launch/game-detail';
import { gameLaunchState, launchUrl } from '@/lib/games/launch/launch-url';
import { currencyForCountry } from '@/lib/markets/countries';
import { countryCodeForMarket } from '@/lib/markets/markets';
import type { LobbyType } from '@/lib/content/types/games';
import type { LanguageCode } from '@/lib/markets/languages';
import { readTrail } from '@/lib/ui/page-trail';
import { lobbyReturnUrl } from './lobby-return';
import type { MarketCode } from '@/lib/markets/markets';

export interface GameLaunchInput {
  slug: string;
  locale: string;
  language: LanguageCode;
  market: MarketCode;
  /** The game's vertical: the frame's Lobby button returns there unless the player came from another page of the site. */
  lobby: LobbyType;
  mode: MoneyMode;
  channel: LaunchChannel | null;
  /** The signed-in player's country, when known. */
  playerCountryCode: string | null;
  /** Wait for the auth status before asking, so a real launch never goes out as demo. */
  enabled: boolean;
}

// Spec games-wallet-bonuses §9: game detail is never cached and not refetched on focus; a launch URL is single-use.
const NO_CACHE = { staleTime: 0, gcTime: 0, refetchOnWindowFocus: false } as const;

/** Game detail, then the provider launch, through the typed platform client (spec games-wallet-bonuses §4 LOADING / GAME / ERROR). */
export function useGameLaunch(input: GameLaunchInput) {
  const client = browserPlatformClient();
  const countryCode = input.playerCountryCode ?? countryCodeForMarket(input.market);
  const currency = currencyForCountry(countryCode);
  const channel = input.channel ?? 'desktop';

  const detail = useQuery({
    queryKey: ['games', 'detail', input.slug, input.locale, input.mode, channel],
    queryFn: async () => {
      const call = buildGameDetailCall({
        mode: input.mode,
        slug: input.slug,
        locale: input.locale,
        language: input.language,
        countryCode,
        playerCountryCode: input.playerCountryCode,
        currency,
        channel,
      });
      const answer = await client.games.detail(call);
      return { game: requireGameDetail(answer), ipAddress: answer.data.ipAddress };
    },
    enabled: input.enabled && input.channel !== null,
    ...NO_CACHE,
  });

  const context = (game: LaunchGameDetail, ipAddress: string | null): LaunchContext => {
    const origin = window.location.origin;
    const lobbyUrl = lobbyReturnUrl({
      origin,
      locale: input.locale,
      lobby: input.lobby,
      trail: readTrail(window.sessionStorage),
      current: window.location.pathname,
    });
    return {
      mode: input.mode,
      game,
      locale: input.locale,
      language: input.language,
      countryCode,
      currentCountryCode: input.playerCountryCode,
      currency,
      channel,
      ipAddress,
      lobbyUrl,
      depositUrl: `${origin}/${input.locale}/deposit`,
    };
  };

  const launch = useQuery({
    queryKey: ['games', 'launch', input.slug, input.locale, input.mode, channel],
    queryFn: async () => {
      if (!detail.data) throw new Error(NO_GAME_DATA);
      const { game, ipAddress } = detail.data;
      const ctx = context(game, ipAddress);
      const call = buildLaunchCall(ctx);
      return launchUrl(await client.games.launch(call), call, ctx);
    },
    enabled: detail.isSuccess,
    ...NO_CACHE,
  });

  const state = gameLaunchState(detail, { isError: launch.isError, hasUrl: Boolean(launch.data) });
  return {
    state,
    game: detail.data?.game ?? null,
    url: launch.data ?? null,
    error: detail.error ?? launch.error,
    retry: () => void (detail.isError ? detail.refetch() : launch.refetch()),
  };
}

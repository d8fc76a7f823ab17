'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { buttonClasses } from '@/components/ui/button-classes';
import { ErrorIcon } from '@/components/ui/icons';
import { PlatformApiError } from '@/lib/api/errors';
import type { MoneyMode } from '@/lib/games/launch/constants';
import { livePlayPath } from '@/lib/games/play-guard';
import { useSiteHeaderStore } from '@/lib/games/site-header-store';
import { identityApi } from '@/lib/identity/ui-api';
import { useAuthStore } from '@/lib/identity/ui-auth-store';
import { useLoginStore } from '@/lib/identity/ui-login-store';
import { ACCESS_CONTEXT_KEY } from '@/lib/identity/ui-session';
import type { LobbyType } from '@/lib/content/types/games';
import type { LanguageCode } from '@/lib/markets/languages';
import type { MarketCode } from '@/lib/markets/markets';
import { GameBar } from './game-bar';
import { GameBonusProgress } from '@/components/bonus/game-bonus-progress';
import { useGameLaunch } from './use-game-launch';
import { useLaunchChannel } from './use-launch-channel';

export interface GameLauncherProps {
  slug: string;
  locale: string;
  language: LanguageCode;
  market: MarketCode;
  /** The game's vertical, where the frame's Lobby button goes when the player did not come from a page of the site. */
  lobby: LobbyType;
  name: string;
  providerTitle: string;
  /** Which route shows the game: /play/{slug} redirects a signed-in player's live game to the live play path. */
  route: 'play' | 'casino' | 'live';
}

// The address's hash is read once per render; the launcher never changes it, so there is nothing to subscribe to.
const subscribeToNothing = () => () => {};
const landsOnDemo = () => window.location.hash === '#demo';

/** The game page's launch island: demo / real toggle, then LOADING, GAME (the provider's frame) or ERROR. */
export function GameLauncher({ slug, locale, language, market, lobby, name, providerTitle, route }: GameLauncherProps) {
  const t = useTranslations('gameLaunch');
  const router = useRouter();
  const { status, authorized } = useAuthStore();
  const openLogin = useLoginStore((state) => state.openPopup);
  const [choice, setChoice] = useState<MoneyMode | null>(null);
  // A lobby tile's Demo link lands on #demo: start in fun mode even when signed in (known only in the browser).
  const landedOnDemo = useSyncExternalStore(subscribeToNothing, landsOnDemo, () => false);
  const mode: MoneyMode = authorized ? (choice ?? (landedOnDemo ? 'fun' : 'real')) : 'fun';
  const channel = useLaunchChannel();
  const access = useQuery({ queryKey: ACCESS_CONTEXT_KEY, queryFn: identityApi.accessContext, enabled: authorized });
  // A signed-in player's launch waits for their access context, so the first (single-use) launch already carries
  // their country and the frame is not relaunched when it arrives.
  const accessSettled = !authorized || !access.isPending;
  const launch = useGameLaunch({
    slug,
    locale,
    language,
    market,
    lobby,
    mode,
    channel,
    playerCountryCode: access.data?.countryCode ?? null,
    enabled: status === 'resolved' && accessSettled,
  });
  const setGame = useSiteHeaderStore((state) => state.setGame);
  const clear = useSiteHeaderStore((state) => state.clear);
  const stage = useRef<HTMLDivElement>(null);

  const game = launch.game;
  const redirectLive = route === 'play' && authorized && mode === 'real' && game?._type === 'liveCasinoGames';
  useEffect(() => {
    if (redirectLive && game) router.replace(livePlayPath(locale, game.provider.id, game.slug));
  }, [redirectLive, game, locale, router]);

  useEffect(() => {
    if (game) setGame({ gameTitle: game.name, gameId: game.id, providerTitle: game.provider.title, metadata: { gameType: game.gameType, moneyMode: mode } });
  }, [game, mode, setGame]);
  useEffect(() => clear, [clear]);

  const signInForReal = () => openLogin(window.location.pathname);
  const denied = launch.error instanceof PlatformApiError && launch.error.code === 'error.game.access.denied';

  return (
    <section
      aria-labelledby="game-stage-title"
      className="overflow-hidden rounded-xl bg-surface shadow-card ring-1 ring-inset ring-line"
      data-testid="game-launcher"
      data-state={launch.state}
      data-mode={mode}
    >
      <h2 id="game-stage-title" className="sr-only">
        {t('stageTitle', { game: name })}
      </h2>
      <div ref={stage} className="relative bg-black">
        <GameBar stage={stage} name={name} providerTitle={providerTitle} mode={mode} />
        {/* Sized to the first screen (issue 18 item 7): the viewport less the site header, the game bar and, on
            phones, the bottom navigation; 4:3 on wider screens, never taller than what is left of the viewport. */}
        <div className="relative h-[calc(100dvh-12rem)] min-h-[22rem] w-full md:aspect-[4/3] md:h-auto md:max-h-[calc(100dvh-14rem)]" data-testid="game-stage">
          {launch.state === 'GAME' && launch.url && !redirectLive ? (
            <iframe
              key={launch.url}
              src={launch.url}
              title={t('frameTitle', { game: name })}
              className="absolute inset-0 size-full border-0"
              allow="fullscreen; autoplay; encrypted-media"
              referrerPolicy="strict-origin-when-cross-origin"
              data-testid="game-frame"
            />
          ) : null}
          {launch.state === 'LOADING' || redirectLive ? (
            // The text stays at full opacity: only the bar above it pulses (a pulsing text's contrast dips below AA).
            <div className="absolute inset-0 grid place-items-center bg-raised" role="status" data-testid="game-loading">
              <div className="flex flex-col items-center gap-3">
                <span aria-hidden className="h-1.5 w-24 rounded-full bg-accent/60 motion-safe:animate-pulse" />
                <p className="text-sm font-semibold text-fg-muted">{t('loading', { game: name })}</p>
              </div>
            </div>
          ) : null}
          {launch.state === 'ERROR' ? (
            <div className="absolute inset-0 grid place-items-center bg-raised p-6 text-center" role="alert" data-testid="game-error">
              <div className="flex max-w-sm flex-col items-center gap-3">
                <ErrorIcon aria-hidden className="size-8 text-danger" />
                <p className="text-lg font-bold uppercase tracking-wide text-fg">{t('errorTitle')}</p>
                <p className="text-sm text-fg-muted">{denied ? t('accessDenied') : t('errorBody')}</p>
                <button type="button" onClick={() => window.location.reload()} className={buttonClasses({ variant: 'primary' })}>
                  {t('tryAgain')}
                </button>
              </div>
            </div>
          ) : null}
        </div>
      </div>
      <div className="flex flex-col gap-4 p-4 md:flex-row md:items-center md:justify-between md:p-5">
        <div role="group" aria-label={t('modeLabel')} className="inline-flex w-fit rounded-lg bg-raised p-1 ring-1 ring-inset ring-line">
          <button
            type="button"
            aria-pressed={mode === 'fun'}
            onClick={() => setChoice('fun')}
            className={clsx(toggleClass, mode === 'fun' && toggleActive)}
            data-testid="mode-fun"
          >
            {t('demo')}
          </button>
          <button
            type="button"
            aria-pressed={mode === 'real'}
            onClick={() => (authorized ? setChoice('real') : signInForReal())}
            className={clsx(toggleClass, mode === 'real' && toggleActive)}
            data-testid="mode-real"
          >
            {t('real')}
          </button>
        </div>
        {authorized ? (
          <p className="text-sm text-fg-muted">{mode === 'real' ? t('realNote') : t('demoNote')}</p>
        ) : (
          <div className="flex flex-col gap-3 md:flex-row md:items-center">
            <p className="text-sm text-fg-muted">{t('demoNote')}</p>
            <button
              type="button"
              onClick={signInForReal}
              className={buttonClasses({ variant: 'primary', className: 'text-balance' })}
              data-testid="sign-in-for-real"
            >
              {t('signInForReal')}
            </button>
          </div>
        )}
      </div>
      {authorized && mode === 'real' && game ? <GameBonusProgress vertical={game._type === 'liveCasinoGames' ? 'LIVE_CASINO' : 'CASINO'} /> : null}
    </section>
  );
}

const toggleClass =
  'min-h-10 whitespace-nowrap rounded-md px-4 text-sm font-semibold text-fg-muted transition-colors hover:text-fg focus-visible:outline-2 focus-visible:outline-accent';
const toggleActive = 'bg-primary text-primary-fg hover:text-primary-fg';

'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { GameTile } from '@/components/lobby/game-tile';
import { HeartIcon } from '@/components/ui/icons';
import type { Game } from '@/lib/content/types/games';
import type { LobbyPageType } from '@/lib/games/lobby-page-type';
import { MY_GAMES_QUERY_KEYS } from '@/lib/games/query-keys';
import { myGamesApi } from '@/lib/games/ui-api';
import { toTileGame } from '@/lib/lobby/tile';
import { MyGamesSkeleton } from './my-games-skeleton';
import { useFavourites } from './use-favourites';

/** Most tiles one strip shows (spec games-wallet-bonuses §9: default recent and favourite games limit 30). */
const STRIP_LIMIT = 30;

function Strip({ title, id, games }: { title: string; id: string; games: Game[] }) {
  return (
    <section aria-labelledby={id} data-testid={id}>
      <h3 id={id} className="mb-2 text-sm font-semibold uppercase tracking-wide text-fg-muted">
        {title}
      </h3>
      <ul aria-label={title} className="scroll-row -mx-4 flex snap-x scroll-px-4 gap-3 px-4 pb-3 md:-mx-6 md:scroll-px-6 md:px-6">
        {games.slice(0, STRIP_LIMIT).map((game) => (
          <GameTile key={game.id} game={toTileGame(game, '1x')} size="1x" inRow="small" sizes="(min-width: 768px) 160px, 128px" />
        ))}
      </ul>
    </section>
  );
}

/** The lobby's "my games": the player's favourites and recently played games of this lobby, newest first. */
export function MyGamesRow({ lobbyPageType }: { lobbyPageType: LobbyPageType }) {
  const t = useTranslations('myGames');
  const favourites = useFavourites(lobbyPageType, true);
  const recent = useQuery({ queryKey: MY_GAMES_QUERY_KEYS.recent(lobbyPageType), queryFn: () => myGamesApi.recent(lobbyPageType), staleTime: 0 });
  const titleId = `my-games-${lobbyPageType}`;

  if (favourites.isPending || recent.isPending) return <MyGamesSkeleton />;
  const favouriteGames = (favourites.data ?? []).flatMap((entry) => (entry.game ? [entry.game] : []));
  const recentGames = (recent.data ?? []).map((entry) => entry.game);

  return (
    <section aria-labelledby={titleId} data-testid="my-games" className="rounded-xl bg-surface/60 p-4 ring-1 ring-inset ring-line md:p-5">
      <h2 id={titleId} className="mb-3 text-lg font-bold tracking-tight text-fg">
        {t('title')}
      </h2>
      {favourites.isError || recent.isError ? (
        <p className="text-sm text-fg-muted">{t('loadFailed')}</p>
      ) : favouriteGames.length === 0 && recentGames.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-fg-muted" data-testid="my-games-empty">
          <HeartIcon className="size-5 shrink-0 text-primary" />
          {t('empty')}
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          {favouriteGames.length > 0 ? <Strip title={t('favourites')} id={`my-favourites-${lobbyPageType}`} games={favouriteGames} /> : null}
          {recentGames.length > 0 ? <Strip title={t('recent')} id={`my-recent-${lobbyPageType}`} games={recentGames} /> : null}
        </div>
      )}
    </section>
  );
}

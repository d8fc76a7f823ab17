'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { openLogin } from '@/components/identity/open-login';
import { HeartIcon } from '@/components/ui/icons';
import { useFavouritesStore } from '@/lib/games/favourites-store';
import type { LobbyPageType } from '@/lib/games/lobby-page-type';

type FavouriteButtonProps = {
  gameId: string;
  gameName: string;
  lobbyPageType: LobbyPageType;
  /** `tile`: a round button over a game tile; `page`: a labelled button beside the game page's title. */
  variant?: 'tile' | 'page';
};

/**
 * The heart of a game. A signed-in player toggles the favourite (optimistic, shared by every heart and the
 * my-games row); a visitor gets the login popup. State and toggle come from the page's one `FavouritesSync`
 * through a store, so a heart costs two selectors; until the sync says signed in, the heart is the visitor's,
 * as on the cached page. The tile variant draws its heart in CSS (`.tile-fav`): a lobby holds a hundred.
 */
export function FavouriteButton({ gameId, gameName, lobbyPageType, variant = 'tile' }: FavouriteButtonProps) {
  const t = useTranslations('myGames');
  const signedIn = useFavouritesStore((state) => state.signedIn);
  const favourite = useFavouritesStore((state) => state.signedIn && state.ids[lobbyPageType].has(gameId));
  const label = favourite ? t('remove', { game: gameName }) : t('add', { game: gameName });

  const onClick = () => {
    if (!signedIn) return openLogin();
    useFavouritesStore.getState().toggles[lobbyPageType]?.(gameId, !favourite);
  };

  const state = {
    onClick,
    'aria-label': label,
    'aria-pressed': signedIn ? favourite : undefined,
    'aria-haspopup': signedIn ? undefined : ('dialog' as const),
    'data-testid': 'favourite-button',
    'data-favourite': favourite ? 'true' : 'false',
  };
  if (variant === 'tile') return <button type="button" className="tile-fav" {...state} />;
  return (
    <button
      type="button"
      title={label}
      className="inline-flex items-center justify-center gap-2 rounded-full bg-raised px-4 py-2 text-sm font-semibold text-fg ring-1 ring-inset ring-line-strong transition hover:bg-overlay focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent motion-reduce:transition-none"
      {...state}
    >
      <HeartIcon className={clsx('size-5', favourite && 'fill-primary text-primary')} />
      <span>{favourite ? t('saved') : t('save')}</span>
    </button>
  );
}

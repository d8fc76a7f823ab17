'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { openLogin } from '@/components/identity/login-popup';
import { HeartIcon } from '@/components/ui/icons';
import type { LobbyPageType } from '@/lib/games/lobby-page-type';
import { toast } from '@/lib/ui/toast-store';
import { useFavourites, useToggleFavourite } from './use-favourites';
import { useSignedIn } from './use-signed-in';

type FavouriteButtonProps = {
  gameId: string;
  gameName: string;
  lobbyPageType: LobbyPageType;
  /** `tile`: a round button over a game tile; `page`: a labelled button beside the game page's title. */
  variant?: 'tile' | 'page';
};

/**
 * The heart of a game. A signed-in player toggles the favourite (optimistic, shared by every heart and the
 * my-games row); a visitor gets the login popup. It fetches nothing until the session hint says signed in, so
 * cached lobby pages stay the same for everyone.
 */
export function FavouriteButton({ gameId, gameName, lobbyPageType, variant = 'tile' }: FavouriteButtonProps) {
  const t = useTranslations('myGames');
  const signedIn = useSignedIn();
  const favourites = useFavourites(lobbyPageType, signedIn);
  const toggle = useToggleFavourite(lobbyPageType, () => toast({ kind: 'error', message: t('toggleFailed') }));
  const favourite = signedIn && (favourites.data ?? []).some((entry) => entry.gameId === gameId);
  const label = favourite ? t('remove', { game: gameName }) : t('add', { game: gameName });

  const onClick = () => {
    if (!signedIn) return openLogin();
    toggle.mutate({ gameId, favourite: !favourite });
  };

  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      aria-pressed={signedIn ? favourite : undefined}
      aria-haspopup={signedIn ? undefined : 'dialog'}
      data-testid="favourite-button"
      data-favourite={favourite ? 'true' : 'false'}
      className={clsx(
        'inline-flex items-center justify-center transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent motion-reduce:transition-none',
        variant === 'tile'
          ? 'size-8 rounded-full bg-canvas/75 text-fg shadow-card ring-1 ring-inset ring-fg/15 backdrop-blur-sm hover:bg-canvas hover:text-primary'
          : 'gap-2 rounded-full bg-raised px-4 py-2 text-sm font-semibold text-fg ring-1 ring-inset ring-line-strong hover:bg-overlay',
      )}
    >
      <HeartIcon className={clsx('size-5', favourite && 'fill-primary text-primary')} />
      {variant === 'page' ? <span>{favourite ? t('saved') : t('save')}</span> : null}
    </button>
  );
}

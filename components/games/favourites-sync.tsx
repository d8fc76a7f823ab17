'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { favouriteIds, useFavouritesStore } from '@/lib/games/favourites-store';
import { toast } from '@/lib/ui/toast-store';
import { useFavourites, useToggleFavourite } from './use-favourites';
import { useSignedIn } from './use-signed-in';

/**
 * The one holder of the favourites query and toggle for every heart on the page (mounted once, in the locale
 * layout): it fetches nothing until the session hint or a sign-in says signed in, then publishes the ids and the
 * toggle of every lobby to `useFavouritesStore`.
 */
export function FavouritesSync() {
  const t = useTranslations('myGames');
  const signedIn = useSignedIn();
  const casino = useFavourites('casino', signedIn);
  const liveCasino = useFavourites('liveCasino', signedIn);
  const virtualSports = useFavourites('virtualSports', signedIn);
  const onError = () => toast({ kind: 'error', message: t('toggleFailed') });
  const toggleCasino = useToggleFavourite('casino', onError).mutate;
  const toggleLive = useToggleFavourite('liveCasino', onError).mutate;
  const toggleVirtual = useToggleFavourite('virtualSports', onError).mutate;

  useEffect(() => {
    const ids = (entries: typeof casino.data) => favouriteIds(signedIn ? entries : undefined);
    useFavouritesStore.setState({
      signedIn,
      ids: { casino: ids(casino.data), liveCasino: ids(liveCasino.data), virtualSports: ids(virtualSports.data) },
    });
  }, [signedIn, casino.data, liveCasino.data, virtualSports.data]);

  useEffect(() => {
    useFavouritesStore.setState({
      toggles: {
        casino: (gameId, favourite) => toggleCasino({ gameId, favourite }),
        liveCasino: (gameId, favourite) => toggleLive({ gameId, favourite }),
        virtualSports: (gameId, favourite) => toggleVirtual({ gameId, favourite }),
      },
    });
  }, [toggleCasino, toggleLive, toggleVirtual]);

  return null;
}

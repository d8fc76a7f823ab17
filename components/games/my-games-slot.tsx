'use client';

import dynamic from 'next/dynamic';
import type { LobbyPageType } from '@/lib/games/lobby-page-type';
import { MyGamesSkeleton } from './my-games-skeleton';
import { useSignedIn } from './use-signed-in';

// Loaded only for signed-in players, after hydration: visitors' first load carries just this slot.
const MyGamesRow = dynamic(() => import('./my-games-row').then((module) => module.MyGamesRow), { ssr: false, loading: () => <MyGamesSkeleton /> });

/**
 * Where the lobby's "my games" appear. Lobby pages are cached per device and read no cookies, so the server
 * HTML never holds them; the row is fetched in the browser when the session hint says the player signed in.
 */
export function MyGamesSlot({ lobbyPageType }: { lobbyPageType: LobbyPageType }) {
  const signedIn = useSignedIn();
  return signedIn ? <MyGamesRow lobbyPageType={lobbyPageType} /> : null;
}

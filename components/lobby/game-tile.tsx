'use client';

import clsx from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import type { TileSize } from '@/lib/content/types/games';
import type { TileGame } from '@/lib/lobby/tile';
import { FavouriteButton } from '@/components/games/favourite-button';
import { LiveSeatsBadge } from '@/components/games/live-seats-badge';
import { GameImage } from './game-image';
import { TILE_SPANS } from './grid-classes';

type GameTileProps = {
  game: TileGame;
  size: TileSize;
  sizes: string;
  eager?: boolean;
  /** Fixed-width tiles of a horizontal row instead of grid cells: a phone's strip, or the small my-games row. */
  inRow?: boolean | 'small';
  /**
   * Play and Demo over the art on hover and keyboard focus; left out for the phone device class, where there is
   * no hover (an invisible button under the thumb would catch taps) and the game page offers both.
   */
  actions?: boolean;
};

/**
 * One game: art filling a box of fixed shape, name and provider over a shade, jackpot and seat badges. The
 * name is the link (stretched over the tile); Play and Demo appear on hover and on keyboard focus; the heart
 * keeps the game in the player's favourites.
 *
 * A lobby holds a hundred tiles. The tile is a client component fed a compact `TileGame` (lib/lobby/tile), so
 * the server-rendered HTML has its markup once and the page's payload only the game's few fields; its texts
 * come from the `myGames` messages every page ships. Markup is plain, with short component classes
 * (app/globals.css), and its links are ordinary anchors that `SoftNavigation` (one listener in the layout)
 * turns into client-side navigation, without a prefetch per tile.
 */
export function GameTile({ game, size, sizes, eager, inRow, actions = true }: GameTileProps) {
  const t = useTranslations('myGames');
  const href = `/${useLocale()}/play/${game.slug}`;
  return (
    <li
      className={inRow === 'small' ? 'tile-cell-small' : inRow ? 'tile-cell-row' : clsx(TILE_SPANS[size], 'min-w-0')}
      data-testid="game-tile"
      data-game-id={game.id}
    >
      <article className="group tile">
        <GameImage image={game.image} alt="" sizes={sizes} eager={eager} className="tile-art" />
        <div className="tile-badges">
          {game.jackpot ? <span className="money tile-jackpot">{game.jackpot === true ? t('jackpot') : game.jackpot}</span> : null}
          {game.seats ? <LiveSeatsBadge gameId={game.id} fallback={game.seats} /> : null}
        </div>
        <div className="tile-caption">
          <p className="tile-title">
            <a href={href} data-soft-nav="" className="tile-name">
              {game.name}
            </a>
          </p>
          <p className="tile-provider">{game.provider}</p>
        </div>
        {actions ? (
          <div className="tile-actions">
            <a href={href} data-soft-nav="" aria-label={t('playGame', { game: game.name })} className="tile-play">
              {t('play')}
            </a>
            <a href={`${href}#demo`} data-soft-nav="" aria-label={t('demoGame', { game: game.name })} className="tile-demo">
              {t('demo')}
            </a>
          </div>
        ) : null}
        {/* Above the stretched name link and the hover shade (.tile-fav), so it stays clickable. */}
        <FavouriteButton gameId={game.id} gameName={game.name} lobbyPageType={game.type} />
      </article>
    </li>
  );
}

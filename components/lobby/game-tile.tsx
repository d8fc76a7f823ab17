import clsx from 'clsx';
import type { Game, TileSize } from '@/lib/content/types';
import { FavouriteButton } from '@/components/games/favourite-button';
import { LiveSeatsBadge } from '@/components/games/live-seats-badge';
import { GameImage } from './game-image';
import { TILE_SPANS } from './grid-classes';

export type TileLabels = {
  play: string;
  demo: string;
  playAria: string;
  demoAria: string;
  jackpot: string | null;
  seats: string | null;
};

type GameTileProps = {
  game: Game;
  /** The page's locale segment, for the links' paths. */
  locale: string;
  size: TileSize;
  labels: TileLabels;
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
 * A lobby holds a hundred tiles, so a tile is plain markup with short component classes (app/globals.css):
 * its links are ordinary anchors that `SoftNavigation` (one listener in the layout) turns into client-side
 * navigation, without a prefetch per tile; the heart is the only client component.
 *
 * One game: art filling a box of fixed shape, name and provider over a shade, jackpot and seat badges. The
 * name is the link (stretched over the tile); Play and Demo appear on hover and on keyboard focus; the heart
 * (a client island) keeps the game in the player's favourites.
 */
export function GameTile({ game, locale, size, labels, sizes, eager, inRow, actions = true }: GameTileProps) {
  const href = `/${locale}/play/${game.slug}`;
  const image = size === '2xv' ? (game.verticalImage ?? game.thumbnail) : game.thumbnail;
  return (
    <li className={inRow === 'small' ? 'tile-cell-small' : inRow ? 'tile-cell-row' : clsx(TILE_SPANS[size], 'min-w-0')} data-testid="game-tile" data-game-id={game.id}>
      <article className="group tile">
        <GameImage image={image} alt="" sizes={sizes} eager={eager} className="tile-art" />
        <div className="tile-badges">
          {labels.jackpot ? <span className="money tile-jackpot">{labels.jackpot}</span> : null}
          {labels.seats ? <LiveSeatsBadge gameId={game.id} fallback={labels.seats} /> : null}
        </div>
        <div className="tile-caption">
          <p className="tile-title">
            <a href={href} data-soft-nav="" className="tile-name">
              {game.name}
            </a>
          </p>
          <p className="tile-provider">{game.provider.title}</p>
        </div>
        {actions ? (
          <div className="tile-actions">
            <a href={href} data-soft-nav="" aria-label={labels.playAria} className="tile-play">
              {labels.play}
            </a>
            <a href={`${href}#demo`} data-soft-nav="" aria-label={labels.demoAria} className="tile-demo">
              {labels.demo}
            </a>
          </div>
        ) : null}
        {/* Above the stretched name link and the hover shade (.tile-fav), so it stays clickable. */}
        <FavouriteButton gameId={game.id} gameName={game.name} lobbyPageType={game.type} />
      </article>
    </li>
  );
}

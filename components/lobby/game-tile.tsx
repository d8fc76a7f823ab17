import clsx from 'clsx';
import type { Game, TileSize } from '@/lib/content/types';
import { Link } from '@/i18n/navigation';
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
  size: TileSize;
  labels: TileLabels;
  sizes: string;
  eager?: boolean;
  /** Fixed-width tiles of a horizontal row instead of grid cells: a phone's strip, or the small my-games row. */
  inRow?: boolean | 'small';
};

/**
 * Tile links do not prefetch: a lobby holds a hundred of them, and prefetching each game page would cost the
 * server a render per tile for pages most visitors never open.
 *
 * One game: art filling a box of fixed shape, name and provider over a shade, jackpot and seat badges. The
 * name is the link (stretched over the tile); Play and Demo appear on hover and on keyboard focus; the heart
 * (a client island) keeps the game in the player's favourites.
 */
export function GameTile({ game, size, labels, sizes, eager, inRow }: GameTileProps) {
  const href = `/play/${game.slug}`;
  const image = size === '2xv' ? (game.verticalImage ?? game.thumbnail) : game.thumbnail;
  return (
    <li className={clsx(inRow === 'small' ? 'aspect-square w-32 shrink-0 snap-start md:w-40' : inRow ? 'aspect-square w-[42%] shrink-0 snap-start md:w-[30%]' : TILE_SPANS[size], 'min-w-0')} data-testid="game-tile" data-game-id={game.id}>
      <article className="group relative isolate flex size-full flex-col justify-end overflow-hidden rounded-lg bg-raised shadow-card ring-1 ring-inset ring-line transition duration-200 hover:ring-line-strong focus-within:ring-2 focus-within:ring-accent">
        <GameImage image={image} alt="" sizes={sizes} eager={eager} className="absolute inset-0 -z-10 size-full object-cover transition duration-300 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100" />
        <div className="absolute left-2 top-2 flex flex-col items-start gap-1">
          {labels.jackpot ? <span className="money rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-primary-fg shadow-card">{labels.jackpot}</span> : null}
          {labels.seats ? <LiveSeatsBadge gameId={game.id} fallback={labels.seats} /> : null}
        </div>
        <div className="bg-gradient-to-t from-canvas via-canvas/85 to-transparent px-3 pb-2 pt-8">
          <p className="truncate text-sm font-semibold text-fg">
            <Link href={href} prefetch={false} className="outline-none after:absolute after:inset-0 after:content-['']">
              {game.name}
            </Link>
          </p>
          <p className="truncate text-xs text-fg-muted">{game.provider.title}</p>
        </div>
        <div className="pointer-events-none absolute inset-0 flex items-center justify-center gap-2 bg-scrim opacity-0 transition-opacity duration-200 group-focus-within:opacity-100 group-hover:opacity-100 motion-reduce:transition-none">
          <Link href={href} prefetch={false} aria-label={labels.playAria} className="pointer-events-auto rounded-full bg-primary px-4 py-2 text-sm font-bold text-primary-fg hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent">
            {labels.play}
          </Link>
          <Link href={`${href}#demo`} prefetch={false} aria-label={labels.demoAria} className="pointer-events-auto rounded-full bg-raised px-4 py-2 text-sm font-semibold text-fg ring-1 ring-inset ring-line-strong hover:bg-overlay focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent">
            {labels.demo}
          </Link>
        </div>
        {/* Above the stretched name link and the hover shade, so it stays clickable. */}
        <div className="absolute right-2 top-2 z-10">
          <FavouriteButton gameId={game.id} gameName={game.name} lobbyPageType={game.type} />
        </div>
      </article>
    </li>
  );
}

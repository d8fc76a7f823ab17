import clsx from 'clsx';
import type { CategoryGrid } from '@/lib/content/types/categories';
import type { DeviceType, Game } from '@/lib/content/types/games';
import { gridColumns, layoutTiles } from '@/lib/lobby/grid';
import type { MarketCode } from '@/lib/markets/markets';
import type { JackpotValues } from '@/server/lobby/jackpot-values';
import { GameTile } from './game-tile';
import { GRID_COLUMNS, tileSizes } from './grid-classes';
import { tileMaker } from './tile-maker';

type GameGridProps = {
  locale: string;
  market: MarketCode;
  device: DeviceType;
  games: readonly Game[];
  /** The category's grid for the device; null lays equal 1x tiles (search results). */
  grid: CategoryGrid | null;
  jackpots: JackpotValues;
  /** A lobby strip keeps to the grid's rows; a category page shows every game it has. */
  rows: number | null;
  /** Tiles loaded eagerly (the first row). */
  eager: number;
  label: string;
};

/** Games on the category's grid for this device class: columns, rows and tile sizes from content. */
export async function GameGrid({ locale, market, device, games, grid, jackpots, rows, eager, label }: GameGridProps) {
  const columns = gridColumns(grid, device);
  const tile = await tileMaker(locale, market, jackpots);
  const placed = layoutTiles(games, grid, device, { columns, rows, uniform: grid === null });
  return (
    <div className="@container">
      <ul aria-label={label} className={clsx('grid grid-flow-row-dense gap-3', GRID_COLUMNS[columns])}>
        {placed.map(({ game, size }, index) => (
          <GameTile key={game.id} game={tile(game, size)} size={size} sizes={tileSizes(size, columns)} eager={index < eager} actions={device !== 'mobile'} />
        ))}
      </ul>
    </div>
  );
}

type GameRowProps = Omit<GameGridProps, 'grid' | 'rows' | 'device'>;

/** A phone's lobby strip: square tiles in one row that scrolls sideways, the next tile peeking in as a cue. */
export async function GameRow({ locale, market, games, jackpots, eager, label }: GameRowProps) {
  const tile = await tileMaker(locale, market, jackpots);
  return (
    <ul aria-label={label} className="scroll-row -mx-4 flex snap-x scroll-px-4 gap-3 px-4 pb-3 md:-mx-6 md:scroll-px-6 md:px-6">
      {games.map((game, index) => (
        <GameTile key={game.id} game={tile(game, '1x')} size="1x" inRow sizes="42vw" eager={index < eager} actions={false} />
      ))}
    </ul>
  );
}

import { getTranslations } from 'next-intl/server';
import type { DeviceType } from '@/lib/content/types/games';
import { stripRows } from '@/lib/lobby/grid';
import type { MarketCode } from '@/lib/markets/markets';
import { Link } from '@/i18n/navigation';
import { ArrowRightIcon } from '@/components/ui/icons';
import type { JackpotValues } from '@/server/lobby/jackpot-values';
import type { LobbyRow } from '@/server/lobby/load-lobby';
import { GameGrid, GameRow } from './game-grid';
import type { LobbyConfig } from './lobby-config';

type CategoryRowProps = {
  row: LobbyRow;
  basePath: LobbyConfig['basePath'];
  locale: string;
  market: MarketCode;
  device: DeviceType;
  jackpots: JackpotValues;
  /** The first row on the page loads its images eagerly. */
  first: boolean;
  /** h2 in a lobby; h3 where the rows sit under a section heading (home). */
  headingLevel?: 2 | 3;
};

/** One lobby category: its name, a "show all" link to the category page and a strip of its games. */
export async function CategoryRow({ row, basePath, locale, market, device, jackpots, first, headingLevel = 2 }: CategoryRowProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = await getTranslations({ locale, namespace: 'lobby' });
  const { category } = row;
  const titleId = `category-${category.type}-${category.id}`;
  const grid = category.grids[device];
  return (
    <section aria-labelledby={titleId} data-testid="category-row" data-category-id={category.id} className={first ? undefined : 'lazy-row'}>
      <div className="mb-3 flex items-end justify-between gap-4">
        <Heading id={titleId} className="text-lg font-bold tracking-tight text-fg">
          {category.label}
        </Heading>
        <Link href={`${basePath}/${category.id}`} className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-accent hover:text-accent-hover">
          {t('showAll')}
          <span className="sr-only"> {category.label}</span>
          <ArrowRightIcon className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {device === 'mobile' ? (
        <GameRow locale={locale} market={market} games={row.page.games} jackpots={jackpots} eager={first ? 3 : 0} label={category.label} />
      ) : (
        <GameGrid
          locale={locale}
          market={market}
          device={device}
          games={row.page.games}
          grid={grid}
          jackpots={jackpots}
          rows={stripRows(grid)}
          eager={first ? grid.columns : 0}
          label={category.label}
        />
      )}
    </section>
  );
}

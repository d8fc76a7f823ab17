import { getTranslations } from 'next-intl/server';
import { filterSearch, type LobbyFilter as Filter } from '@/lib/lobby/filters';
import { nextPage, pageChunks, pageSize } from '@/lib/lobby/paging';
import { searchGames } from '@/server/content/search-games';
import { jackpotValues } from '@/server/lobby/jackpot-values';
import { EmptyState } from './empty-state';
import { GameGrid } from './game-grid';
import { LobbyFrame, type LobbyViewProps } from './lobby-view';
import { ShowMoreLink } from './show-more-link';

/** Search and provider filter results, alphabetical, "show more" by page in the URL. */
export async function SearchView(props: LobbyViewProps & { filter: Filter; page: number }) {
  const { lobby, locale, market, device, filter, page } = props;
  const size = pageSize(lobby.type, device);
  const [t, lists] = await Promise.all([
    getTranslations({ locale, namespace: 'lobby' }),
    Promise.all(
      pageChunks(page, size).map((chunk) =>
        searchGames({
          type: lobby.type,
          query: filter.query,
          providerIds: filter.providers,
          channel: device,
          market,
          offset: chunk.offset,
          limit: chunk.limit,
        }),
      ),
    ),
  ]);
  const games = lists.flatMap((list) => list.games);
  const more = nextPage(page, lists[lists.length - 1]?.hasMore ?? false);
  const jackpots = await jackpotValues(games);
  return (
    <LobbyFrame {...props}>
      <section aria-labelledby="search-results-title" data-testid="search-results">
        <h2 id="search-results-title" className="mb-3 text-lg font-bold tracking-tight text-fg">
          {filter.query ? t('resultsFor', { query: filter.query }) : t('resultsTitle')}
        </h2>
        {games.length === 0 ? (
          <EmptyState locale={locale} clearHref={lobby.basePath} />
        ) : (
          <>
            <GameGrid
              locale={locale}
              market={market}
              device={device}
              games={games}
              grid={null}
              jackpots={jackpots}
              rows={null}
              eager={6}
              label={t('resultsTitle')}
            />
            {more ? <ShowMoreLink locale={locale} href={`${lobby.basePath}${filterSearch(filter, more)}`} /> : null}
          </>
        )}
      </section>
    </LobbyFrame>
  );
}

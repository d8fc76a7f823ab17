import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { nextPage } from '@/lib/lobby/paging';
import { PageShell } from '@/components/page/page-shell';
import { jackpotValues } from '@/server/lobby/jackpot-values';
import { loadCategory } from '@/server/lobby/load-category';
import { lobbyCategories } from '@/server/lobby/load-lobby';
import { Breadcrumbs } from './breadcrumbs';
import { CategoryNav } from './category-nav';
import { GameGrid } from './game-grid';
import type { LobbyViewProps } from './lobby-view';
import { ShowMoreLink } from './show-more-link';

/** A category page: every game of the category on its grid for the device, a page at a time. */
export async function CategoryView(props: LobbyViewProps & { categoryId: string; page: number }) {
  const { lobby, locale, language, market, device, categoryId, page } = props;
  const [data, categories, lobbyT, l] = await Promise.all([
    loadCategory({ type: lobby.type, categoryId, language, market, device, page }),
    lobbyCategories(lobby.type, language),
    getTranslations({ locale, namespace: lobby.namespace }),
    getTranslations({ locale, namespace: 'lobby' }),
  ]);
  if (!data) notFound();
  const t = await getTranslations({ locale, namespace: lobby.categoryNamespace });
  const { category, games } = data;
  const grid = category.grids[device];
  const jackpots = await jackpotValues(games);
  const more = nextPage(page, data.hasMore);
  return (
    <PageShell
      title={t('title', { category: category.label })}
      intro={t('intro', { category: category.label })}
      eyebrow={
        <Breadcrumbs
          locale={locale}
          trail={[
            { name: lobbyT('title'), path: lobby.basePath },
            { name: category.label, path: `${lobby.basePath}/${category.id}` },
          ]}
        />
      }
      testId="category-page"
    >
      <div className="flex flex-col gap-6">
        <CategoryNav categories={categories} basePath={lobby.basePath} label={l('categories')} currentId={category.id} />
        {games.length === 0 ? (
          <p className="text-fg-muted">{l('categoryEmpty')}</p>
        ) : (
          <GameGrid
            locale={locale}
            market={market}
            device={device}
            games={games}
            grid={grid}
            jackpots={jackpots}
            rows={null}
            eager={grid.columns}
            label={category.label}
          />
        )}
        {more ? <ShowMoreLink locale={locale} href={`${lobby.basePath}/${category.id}?page=${more}`} /> : null}
      </div>
    </PageShell>
  );
}

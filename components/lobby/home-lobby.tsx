import { getTranslations } from 'next-intl/server';
import type { DeviceType } from '@/lib/content/types/games';
import type { LanguageCode } from '@/lib/markets/languages';
import type { MarketCode } from '@/lib/markets/markets';
import { loadLobby } from '@/server/lobby/load-lobby';
import { CategoryRow } from './category-row';
import { LOBBIES } from './lobby-config';

type HomeLobbyProps = { locale: string; language: LanguageCode; market: MarketCode; device: DeviceType };

/** The home page's taste of both lobbies: the first two casino categories and the first live one. */
export async function HomeLobby({ locale, language, market, device }: HomeLobbyProps) {
  const [t, casino, live] = await Promise.all([
    getTranslations({ locale, namespace: 'lobby' }),
    loadLobby({ type: 'casino', language, market, device }, { maxRows: 2 }),
    loadLobby({ type: 'liveCasino', language, market, device }, { maxRows: 1 }),
  ]);
  const rows = [...casino.rows.map((row) => ({ row, lobby: LOBBIES.casino })), ...live.rows.map((row) => ({ row, lobby: LOBBIES.liveCasino }))];
  if (rows.length === 0) return null;
  const jackpots = { ...casino.jackpots, ...live.jackpots };
  return (
    <section aria-labelledby="home-games-title" className="mx-auto max-w-content px-4 pt-12 md:px-6 xl:px-8" data-testid="home-lobby">
      <h2 id="home-games-title" className="sr-only">
        {t('homeGamesTitle')}
      </h2>
      <div className="flex flex-col gap-10">
        {rows.map(({ row, lobby }) => (
          <CategoryRow
            key={`${lobby.type}-${row.category.id}`}
            row={row}
            basePath={lobby.basePath}
            locale={locale}
            market={market}
            device={device}
            jackpots={jackpots}
            first={false}
            headingLevel={3}
          />
        ))}
      </div>
    </section>
  );
}

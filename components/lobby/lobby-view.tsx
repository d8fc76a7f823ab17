import { getTranslations } from 'next-intl/server';
import type { DeviceType } from '@/lib/content/types/games';
import { filterableProviders, type LobbyFilter as Filter } from '@/lib/lobby/filters';
import type { LanguageCode } from '@/lib/markets/languages';
import type { MarketCode } from '@/lib/markets/markets';
import { MyGamesSlot } from '@/components/games/my-games-slot';
import { PageShell } from '@/components/page/page-shell';
import { GeneratedArt } from '@/components/ui/generated-art';
import { CasinoIcon, LiveIcon, VirtualsIcon } from '@/components/ui/icons';
import { getProviders } from '@/server/content/get-providers';
import { lobbyCategories, loadLobby } from '@/server/lobby/load-lobby';
import { CategoryNav } from './category-nav';
import { CategoryRow } from './category-row';
import type { LobbyConfig } from './lobby-config';
import { LobbyFilter } from './lobby-filter';
import { LobbyRewardsSlot } from './lobby-rewards-slot';

const LOBBY_ICONS = { casino: CasinoIcon, liveCasino: LiveIcon, virtualSports: VirtualsIcon } as const;

export type LobbyViewProps = {
  lobby: LobbyConfig;
  locale: string;
  language: LanguageCode;
  market: MarketCode;
  device: DeviceType;
};

/** The lobby's frame: title, search and provider filter, category chips; `children` is the body. */
export async function LobbyFrame({
  lobby,
  locale,
  language,
  filter,
  children,
}: Omit<LobbyViewProps, 'market' | 'device'> & { filter: Filter; children: React.ReactNode }) {
  const [t, l, providers, categories] = await Promise.all([
    getTranslations({ locale, namespace: lobby.namespace }),
    getTranslations({ locale, namespace: 'lobby' }),
    getProviders({ type: lobby.type }),
    lobbyCategories(lobby.type, language),
  ]);
  return (
    <PageShell
      title={t('title')}
      intro={t('intro')}
      testId={`${lobby.type}-lobby`}
      aside={<GeneratedArt seed={lobby.basePath} icon={LOBBY_ICONS[lobby.type]} className="h-40 w-64 rounded-xl shadow-raised ring-1 ring-inset ring-fg/10" />}
    >
      <div className="flex flex-col gap-6">
        <LobbyFilter
          locale={locale}
          action={`/${locale}${lobby.basePath}`}
          lobbyPath={lobby.basePath}
          providers={filterableProviders(lobby.type, providers)}
          filter={filter}
        />
        <CategoryNav categories={categories} basePath={lobby.basePath} label={l('categories')} />
        {children}
      </div>
    </PageShell>
  );
}

/** The unfiltered lobby: one strip per lobby category, in the settings' order, with jackpot values. */
export async function LobbyView(props: LobbyViewProps) {
  const { lobby, locale, market, device } = props;
  const { rows, jackpots } = await loadLobby({ type: lobby.type, language: props.language, market, device });
  return (
    <LobbyFrame {...props} filter={{ providers: [], query: '' }}>
      <div className="flex flex-col gap-10">
        <LobbyRewardsSlot />
        <MyGamesSlot lobbyPageType={lobby.type} />
        {rows.map((row, index) => (
          <CategoryRow
            key={row.category.id}
            row={row}
            basePath={lobby.basePath}
            locale={locale}
            market={market}
            device={device}
            jackpots={jackpots}
            first={index === 0}
          />
        ))}
      </div>
    </LobbyFrame>
  );
}

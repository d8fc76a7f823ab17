import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HarbourGameClient } from '@/components/harbour-game/harbour-game-client';
import { GameFrameNotice } from '@/components/harbour-game/game-frame-notice';
import { LOBBIES } from '@/components/lobby/lobby-config';
import { engineForGameType } from '@/lib/games/engines';
import { engineRtpBasisPoints } from '@/lib/games/engines/published-rtp';
import { parseGameClientQuery, safeHomeUrl } from '@/lib/games/harbour/client-query';
import { marketCurrency } from '@/lib/lobby/format';
import { parseLocale } from '@/lib/markets';
import { getGamesByIds } from '@/server/content/get-games-by-ids';
import { env } from '@/server/env';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'harbourGame' });
  return { title: t('provider'), robots: { index: false, follow: false } };
}

/** The built-in game client (CONTRACTS §4): the launch URL of every sandbox provider, shown in the game page's frame. */
export default async function GameClientPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = parseGameClientQuery(await searchParams);
  if (!query) return <GameFrameNotice messageKey="missingTicket" homeUrl={safeHomeUrl(undefined, locale)} />;
  const [game] = await getGamesByIds({ ids: [query.gameid] });
  if (!game) return <GameFrameNotice messageKey="unknownGame" homeUrl={safeHomeUrl(query.homeurl, locale, env.SITE_URL)} />;
  // The Lobby button: the launch's home URL when it is on this site, else the lobby of the game's vertical.
  const homeUrl = safeHomeUrl(query.homeurl, locale, env.SITE_URL, `/${locale}${LOBBIES[game.type].basePath}`);
  const engine = engineForGameType(game.gameType);
  // The engine's exact RTP, the same figure the catalogue carries (and the game page's details show).
  const rtp = engineRtpBasisPoints(game.gameType) / 100;
  const market = parseLocale(locale)!.market;
  return (
    <HarbourGameClient
      ticket={query.ticket}
      moneyMode={query.moneymode}
      game={{
        id: game.id,
        name: game.name,
        provider: game.provider.title,
        engine,
        gameType: game.gameType,
        betLimits: game.betLimits,
        thumbnail: game.thumbnail?.url2x ?? null,
      }}
      funCurrency={marketCurrency(market)}
      rtp={rtp}
      homeUrl={homeUrl}
      requestedHomeUrl={query.homeurl ?? null}
    />
  );
}

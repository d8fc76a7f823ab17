import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { LobbyType } from '@/lib/content/types/games';
import { pageMetadata } from '@/server/seo/page-metadata';
import { lobbyParams } from '@/server/lobby/viewer-locale';
import { LOBBIES } from '../lobby-config';
import { LobbyView } from '../lobby-view';

export type DeviceParams = { locale: string; device: string };

/** A lobby route (`/online-casino`, `/live-casino-online`): cached per (locale, device class). */
export function lobbyPage(type: LobbyType) {
  const lobby = LOBBIES[type];

  async function generateMetadata({ params }: { params: Promise<DeviceParams> }): Promise<Metadata> {
    const { locale } = lobbyParams(await params);
    const t = await getTranslations({ locale, namespace: lobby.namespace });
    return pageMetadata({ locale, path: lobby.basePath, title: t('title'), description: t('intro') });
  }

  async function Page({ params }: { params: Promise<DeviceParams> }) {
    const { locale, language, market, device } = lobbyParams(await params);
    setRequestLocale(locale);
    return <LobbyView lobby={lobby} locale={locale} language={language} market={market} device={device} />;
  }

  return { generateMetadata, Page };
}

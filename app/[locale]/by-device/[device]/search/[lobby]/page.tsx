import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LOBBIES, lobbyForSegment } from '@/components/lobby/lobby-config';
import { SearchView } from '@/components/lobby/search-view';
import { parseLobbyFilter } from '@/lib/lobby/filters';
import { parsePage } from '@/lib/lobby/paging';
import { pageMetadata } from '@/server/seo/page-metadata';
import { lobbyParams } from '@/server/lobby/viewer-locale';

type Props = {
  params: Promise<{ locale: string; device: string; lobby: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// Filtered and searched lobbies render per request (the search params are the page); the content reads
// underneath are still cached per query.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolved = await params;
  const { locale } = lobbyParams(resolved);
  const lobby = lobbyForSegment(resolved.lobby) ?? LOBBIES.casino;
  const t = await getTranslations({ locale, namespace: lobby.namespace });
  // Result pages are not indexed; their canonical is the lobby.
  return pageMetadata({ locale, path: lobby.basePath, title: t('title'), description: t('intro'), noIndex: true });
}

export default async function SearchPage({ params, searchParams }: Props) {
  const resolved = await params;
  const { locale, language, market, device } = lobbyParams(resolved);
  const lobby = lobbyForSegment(resolved.lobby);
  if (!lobby) notFound();
  setRequestLocale(locale);
  const query = await searchParams;
  return (
    <SearchView
      lobby={lobby}
      locale={locale}
      language={language}
      market={market}
      device={device}
      filter={parseLobbyFilter(query)}
      page={parsePage(query.page)}
    />
  );
}

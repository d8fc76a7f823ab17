import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { LobbyType } from '@/lib/content/types/games';
import { pageMetadata } from '@/server/seo/page-metadata';
import { getCategory } from '@/server/content/get-category';
import { lobbyParams } from '@/server/lobby/viewer-locale';
import { CategoryView } from '../category-view';
import { LOBBIES } from '../lobby-config';
import type { DeviceParams } from './lobby-page';

type CategoryParams = DeviceParams & { id: string; page?: string };

/** Page 2… arrives as a path segment from the gate (`?page=2` publicly); page 1 never has one. */
function pageOf(params: CategoryParams): number {
  if (params.page === undefined) return 1;
  const page = /^\d{1,2}$/.test(params.page) ? Number(params.page) : 0;
  if (page < 2) notFound();
  return page;
}

/** A category route, cached per (locale, device class, category, page). */
export function categoryPage(type: LobbyType) {
  const lobby = LOBBIES[type];

  async function generateMetadata({ params }: { params: Promise<CategoryParams> }): Promise<Metadata> {
    const resolved = await params;
    const { locale, language } = lobbyParams(resolved);
    const page = pageOf(resolved);
    const [data, t] = await Promise.all([
      getCategory({ type, categoryId: resolved.id, language, limit: 1 }),
      getTranslations({ locale, namespace: lobby.categoryNamespace }),
    ]);
    if (!data) return {};
    const path = `${lobby.basePath}/${data.category.id}${page > 1 ? `?page=${page}` : ''}`;
    return pageMetadata({ locale, path, title: t('title', { category: data.category.label }), description: t('intro', { category: data.category.label }) });
  }

  async function Page({ params }: { params: Promise<CategoryParams> }) {
    const resolved = await params;
    const { locale, language, market, device } = lobbyParams(resolved);
    setRequestLocale(locale);
    return <CategoryView lobby={lobby} locale={locale} language={language} market={market} device={device} categoryId={resolved.id} page={pageOf(resolved)} />;
  }

  return { generateMetadata, Page };
}

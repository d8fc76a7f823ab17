import 'server-only';
import { notFound } from 'next/navigation';
import { localeContext } from '@/lib/content/render/locale-context';
import type { VipPage } from '@/lib/content/types/pages';
import { getMarketContent } from '@/server/content/get-market-content';
import { getVipPage } from '@/server/content/get-vip-page';

/** The VIP page where the market's content offers it (MarketContent.hasVipPage); elsewhere 404. */
export async function loadVipPage(locale: string): Promise<VipPage> {
  const { language, market } = localeContext(locale);
  const [page, marketContent] = await Promise.all([getVipPage({ language }), getMarketContent({ market, language })]);
  if (!page || !marketContent?.hasVipPage) notFound();
  return page;
}

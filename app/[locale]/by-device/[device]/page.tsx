import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HomeHero } from '@/components/home/home-hero';
import { PlaySafeSection } from '@/components/home/play-safe-section';
import { VerticalCards } from '@/components/home/vertical-cards';
import { WinnersIsland } from '@/components/winners/winners-island';
import { countryCodeForMarket, currencyForCountry } from '@/lib/markets';
import { BannerStrip } from '@/components/lobby/banner-strip';
import { ContentBoxStrip } from '@/components/lobby/content-box-strip';
import { HomeLobby } from '@/components/lobby/home-lobby';
import { SiteJsonLd } from '@/components/seo/site-json-ld';
import type { DeviceParams } from '@/components/lobby/pages/lobby-page';
import { brand } from '@/lib/brand';
import { pageMetadata } from '@/server/seo/page-metadata';
import { getBanners } from '@/server/content/get-banners';
import { getContentBoxes } from '@/server/content/get-content-boxes';
import { lobbyParams } from '@/server/lobby/viewer-locale';

type Props = { params: Promise<DeviceParams> };

// Cached per (locale, device class). The page is the anonymous visitor's view (audience rules applied for an
// anonymous viewer), and is regenerated every 5 minutes so banner start and end dates take effect. A signed-in
// player's deposit-count variant of banners and content boxes is chosen in the browser (BannerStrip).
export const generateStaticParams = () => [];
export const revalidate = 300;

// The layout's title template only applies to child segments, so the home page names the brand itself.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = lobbyParams(await params);
  const [t, meta] = await Promise.all([getTranslations({ locale, namespace: 'pages.home' }), getTranslations({ locale, namespace: 'meta' })]);
  const title = `${brand.name} | ${t('title')}`;
  return { ...pageMetadata({ locale, path: '', title, description: meta('description') }), title: { absolute: title } };
}

export default async function HomePage({ params }: Props) {
  const { locale, language, market, device } = lobbyParams(await params);
  setRequestLocale(locale);
  const [banners, boxes] = await Promise.all([getBanners({ placement: 'home', language, market }), getContentBoxes({ placement: 'home', language, market })]);
  return (
    <>
      <SiteJsonLd locale={locale} />
      <HomeHero />
      <BannerStrip locale={locale} device={device} banners={banners} />
      <ContentBoxStrip locale={locale} boxes={boxes} />
      <HomeLobby locale={locale} language={language} market={market} device={device} />
      <div className="mx-auto w-full max-w-content px-4 pb-10 md:px-6 xl:px-8">
        <WinnersIsland currency={currencyForCountry(countryCodeForMarket(market))} market={market} />
      </div>
      <VerticalCards />
      <PlaySafeSection />
    </>
  );
}

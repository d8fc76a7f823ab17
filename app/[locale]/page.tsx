import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HomeHero } from '@/components/home/home-hero';
import { PlaySafeSection } from '@/components/home/play-safe-section';
import { VerticalCards } from '@/components/home/vertical-cards';
import type { PageProps } from '@/components/page/page-props';
import { brand } from '@/lib/brand';

// The layout's title template only applies to child segments, so the home page names the brand itself.
export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'pages.home' });
  return { title: { absolute: `${brand.name} | ${t('title')}` } };
}

export default async function HomePage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <>
      <HomeHero />
      <VerticalCards />
      <PlaySafeSection />
    </>
  );
}

import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { loadLanding } from '@/components/content/landing-data';
import { LandingView, landingMetadata } from '@/components/content/landing-view';
import { JoinActions } from '@/components/page/join-actions';
import type { PageProps } from '@/components/page/page-props';

// Public and the same for every visitor: rendered once per locale on first request, then served from cache
// (ISR); content changes expire it through the content tags (webhook).
export const generateStaticParams = () => [];
export const revalidate = 300;

type Props = PageProps<{ id: string }>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  return landingMetadata(locale, `/landing/${id}`, await loadLanding(locale, id));
}

export default async function LandingPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const landing = await loadLanding(locale, id);
  return <LandingView testId="landing-page" landing={landing} actions={<JoinActions locale={locale} />} />;
}

import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { loadLanding } from '@/components/content/landing-data';
import { LandingView, landingMetadata } from '@/components/content/landing-view';
import { JoinActions } from '@/components/page/join-actions';
import type { PageProps } from '@/components/page/page-props';

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

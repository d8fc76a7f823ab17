import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { findLanding } from '@/components/content/landing-data';
import { LandingView, landingMetadata } from '@/components/content/landing-view';
import { contentPage } from '@/components/page/content-page';
import { JoinActions } from '@/components/page/join-actions';
import { WELCOME_SEGMENT } from '@/lib/brand';

type Props = { params: Promise<{ locale: string; rest: string[] }> };

const WELCOME_PATH = `/${WELCOME_SEGMENT}`;

// Spec: /welcome-to-{brand} is a welcome page; every other unknown path is not found. Its text is the CMS
// landing page with the same id when there is one, else the built-in welcome message.
const fallback = contentPage('pages.welcome', { path: WELCOME_PATH, actions: ({ locale }) => <JoinActions locale={locale} /> });
const isWelcome = (rest: string[]) => rest.join('/') === WELCOME_SEGMENT;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolved = await params;
  if (isWelcome(resolved.rest)) {
    const landing = await findLanding(resolved.locale, WELCOME_SEGMENT);
    return landing ? landingMetadata(resolved.locale, WELCOME_PATH, landing) : fallback.generateMetadata({ params: Promise.resolve(resolved) });
  }
  const t = await getTranslations({ locale: resolved.locale, namespace: 'notFound' });
  return { title: t('title'), robots: { index: false, follow: true } };
}

export default async function CatchAllPage({ params }: Props) {
  const resolved = await params;
  setRequestLocale(resolved.locale);
  if (!isWelcome(resolved.rest)) notFound();
  const landing = await findLanding(resolved.locale, WELCOME_SEGMENT);
  if (!landing) return fallback.Page({ params: Promise.resolve(resolved) });
  return <LandingView testId="welcome-page" landing={landing} actions={<JoinActions locale={resolved.locale} />} />;
}

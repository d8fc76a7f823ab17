import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { contentPage } from '@/components/page/content-page';
import { JoinActions } from '@/components/page/join-actions';
import { WELCOME_SEGMENT } from '@/lib/brand';

type Props = { params: Promise<{ locale: string; rest: string[] }> };

// Spec: /welcome-to-{brand} is a welcome page; every other unknown path is not found.
const welcome = contentPage('pages.welcome', { actions: ({ locale }) => <JoinActions locale={locale} /> });
const isWelcome = (rest: string[]) => rest.join('/') === WELCOME_SEGMENT;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolved = await params;
  if (isWelcome(resolved.rest)) return welcome.generateMetadata({ params: Promise.resolve(resolved) });
  const t = await getTranslations({ locale: resolved.locale, namespace: 'notFound' });
  return { title: t('title') };
}

export default async function CatchAllPage({ params }: Props) {
  const resolved = await params;
  setRequestLocale(resolved.locale);
  if (!isWelcome(resolved.rest)) notFound();
  return welcome.Page({ params: Promise.resolve(resolved) });
}

import '../globals.css';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CookieNotification } from '@/components/consent/cookie-notification';
import { FavouritesSync } from '@/components/games/favourites-sync';
import { IdentityOverlays } from '@/components/identity/identity-overlays';
import { BottomNav } from '@/components/layout/bottom-nav';
import { PageTrail } from '@/components/layout/page-trail';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SoftNavigation } from '@/components/layout/soft-navigation';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/skip-link';
import { pickClientMessages } from '@/components/providers/client-messages';
import { QueryProvider } from '@/components/providers/query-provider';
import { Toaster } from '@/components/toast/toaster';
import { WalletLiveUpdates } from '@/components/wallet/wallet-live-updates';
import { brand } from '@/lib/brand';
import { bcp47ForLocale, parseLocale } from '@/lib/markets';
import { colors } from '@/tailwind.config';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export const viewport: Viewport = {
  themeColor: colors.canvas,
  colorScheme: 'dark',
  width: 'device-width',
  initialScale: 1,
};

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    title: { template: `%s | ${brand.name}`, default: `${brand.name} | ${t('tagline')}` },
    description: t('description'),
    applicationName: brand.name,
  };
}

/** The root layout: every page lives under a validated locale segment. */
export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!parseLocale(locale)) notFound();
  setRequestLocale(locale);
  const [messages, a11y] = await Promise.all([getMessages(), getTranslations('a11y')]);

  return (
    <html lang={bcp47ForLocale(locale)} className="bg-canvas">
      <body className="flex min-h-dvh flex-col bg-canvas font-sans text-base text-fg">
        <NextIntlClientProvider locale={locale} messages={pickClientMessages(messages)}>
          <QueryProvider>
            <SkipLink label={a11y('skipToContent')} />
            <ScrollToTop />
            <SiteHeader />
            <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
              {children}
            </main>
            <SiteFooter />
            <BottomNav />
            <Toaster />
            <CookieNotification />
            <IdentityOverlays />
            <WalletLiveUpdates />
            <SoftNavigation />
            <PageTrail />
            <FavouritesSync />
          </QueryProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

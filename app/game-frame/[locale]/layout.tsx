import '../../globals.css';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { bcp47ForLocale, parseLocale } from '@/lib/markets';
import { colors } from '@/tailwind.config';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export const viewport: Viewport = { themeColor: colors.canvas, colorScheme: 'dark', width: 'device-width', initialScale: 1 };

// Shown inside the game page's frame with a ticket in its URL: never indexed, never followed.
export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * Root layout of framed pages (reached only through the gate's rewrite of /{locale}/game-client): no header,
 * footer, cookie banner or identity overlays, which belong to the page around the frame.
 */
export default async function FrameLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!parseLocale(locale)) notFound();
  setRequestLocale(locale);
  const messages = await getMessages();
  return (
    <html lang={bcp47ForLocale(locale)} className="h-full bg-canvas">
      <body className="h-full min-h-dvh bg-canvas font-sans text-base text-fg">
        <NextIntlClientProvider locale={locale} messages={{ harbourGame: messages.harbourGame }}>
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AccountNav } from '@/components/account/account-nav';
import { DocumentReminder } from '@/components/documents/document-reminder';
import { ClientMessages } from '@/components/providers/client-messages-provider';

// A player's own pages: never indexed, whatever the page below sets.
export const metadata: Metadata = { robots: { index: false, follow: false } };

// The gate (proxy.ts) already sends visitors without a session to the 401 page before this renders.
export default async function AccountLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale);
  return (
    <ClientMessages extra={['account', 'player', 'documents']}>
      <div className="mx-auto max-w-content px-4 pb-16 pt-8 md:px-6 md:pb-24 lg:grid lg:grid-cols-12 lg:gap-10 lg:pt-12 xl:px-8">
        <aside className="lg:col-span-4 xl:col-span-3">
          <AccountNav />
        </aside>
        <div className="mt-6 min-w-0 lg:col-span-8 lg:mt-0 xl:col-span-9">
          <DocumentReminder />
          {children}
        </div>
      </div>
    </ClientMessages>
  );
}
